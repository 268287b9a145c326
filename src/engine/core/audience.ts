// Whether a column, action or step is meant for the current console and role, and per-console values.
import type { Audience } from './declarations';
import type { PerConsole } from './hand-types';
import type { RuleContext } from './rule-context';

export type { PerConsole } from './hand-types';

/** True when the item names no audience or includes this console and role. */
export const isFor = (item: Audience, context: RuleContext): boolean =>
  (!item.consoles || item.consoles.includes(context.console)) &&
  (!item.roles || (context.role !== undefined && item.roles.includes(context.role)));

/** The value for this console (undefined when an object form names none for it); the console is all it reads. */
export function forConsole<T>(value: PerConsole<T> | undefined, context: Pick<RuleContext, 'console'>): T | undefined {
  if (value && typeof value === 'object' && !Array.isArray(value) && ('client' in value || 'admin' in value)) {
    return (value as { client?: T; admin?: T })[context.console];
  }
  return value as T | undefined;
}
