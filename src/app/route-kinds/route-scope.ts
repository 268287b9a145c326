// What a scoped route (the admin's chosen client) reads from the navigation state, and the facts a wizard is chosen by.
import type { RouteScope } from '../../../screens.config';
import type { Facts } from '../../engine/core/when';
import type { ConsoleKind } from '../../session/console';

/** The session values the facts fall back on. */
export interface SessionFacts {
  role?: string | null;
  purpose?: string | null;
  clientType?: string | null;
}

/** The route's scope in this console: its fields from the state, or undefined when the route is not scoped here. */
export function scopeOf(
  scope: RouteScope | undefined,
  console: ConsoleKind,
  state: Record<string, unknown>,
): Record<string, unknown> | undefined {
  if (!scope?.consoles.includes(console)) return undefined;
  return Object.fromEntries(scope.fields.map((field) => [field, state[field]]));
}

/** True when a scoped route lacks one of its fields (it then goes to `otherwise`). */
export const scopeMissing = (scoped: Record<string, unknown> | undefined): boolean =>
  Boolean(scoped && Object.values(scoped).some((value) => value === undefined || value === null || value === ''));

/** The facts for choosing a wizard: the session's, the scope's `facts` read from the state where the route is scoped. */
export function wizardFacts(
  scope: RouteScope | undefined,
  console: ConsoleKind,
  state: Record<string, unknown>,
  session: SessionFacts,
): Facts {
  const scoped = Boolean(scope?.consoles.includes(console));
  const fact = (name: 'purpose' | 'clientType') =>
    scoped && scope?.facts?.includes(name) ? ((state[name] as string | undefined) ?? null) : (session[name] ?? null);
  return { console, role: session.role ?? null, purpose: fact('purpose'), clientType: fact('clientType') };
}

/** `{field}` in a declared text, filled from the values. */
export const fillText = (text: string, values: Record<string, unknown>) =>
  text.replace(/\{(\w+)\}/g, (_m, key: string) => String(values[key] ?? ''));
