// Turns validation and rule messages into RJSF's errorSchema, keeping only the fields a user has touched.
import type { ErrorSchema, RJSFValidationError } from '@rjsf/utils';

/** Field id RJSF gives a property path: ['a','b'] -> 'root_a_b'. */
export const fieldId = (path: (string | number)[]): string => ['root', ...path].join('_');

const pathOf = (property: string | undefined): string[] =>
  (property ?? '')
    .replace(/\[['"]?([^\]'"]+)['"]?\]/g, '.$1')
    .split('.')
    .filter(Boolean);

/** Messages by property path ('a.b'); the first message for a path wins, as a user reads one at a time. */
export function messagesByPath(errors: RJSFValidationError[], extra: Record<string, string> = {}): Map<string, string> {
  const messages = new Map<string, string>();
  for (const error of errors) {
    const path = pathOf(error.property).join('.');
    if (!messages.has(path) && error.message) messages.set(path, error.message);
  }
  for (const [path, message] of Object.entries(extra)) if (!messages.has(path)) messages.set(path, message);
  return messages;
}

/** Builds an errorSchema from messages, keeping a path only when show(fieldId) is true. */
export function toErrorSchema(messages: Map<string, string>, show: (id: string) => boolean): ErrorSchema {
  const schema: Record<string, unknown> = {};
  for (const [path, message] of messages) {
    const keys = path ? path.split('.') : [];
    if (!show(fieldId(keys))) continue;
    let node = schema;
    for (const key of keys) node = (node[key] ??= {}) as Record<string, unknown>;
    node.__errors = [message];
  }
  return schema as ErrorSchema;
}
