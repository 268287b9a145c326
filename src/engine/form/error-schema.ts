// Turns validation and rule messages into RJSF's errorSchema, keeping only the fields a user has touched.
import type { ErrorSchema } from '@rjsf/utils';

/** Field id RJSF gives a property path: ['a','b'] -> 'root_a_b'. */
export const fieldId = (path: (string | number)[]): string => ['root', ...path].join('_');

/** The part of an Ajv error the engine reads (ajv-errors wraps the original errors in params.errors). */
export interface AjvError {
  keyword: string;
  instancePath: string;
  message?: string;
  params: { missingProperty?: string; errors?: AjvError[] };
}

const pathOf = (error: AjvError): string => {
  const base = error.instancePath
    .split('/')
    .filter(Boolean)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'));
  const wrapped = error.keyword === 'errorMessage' ? error.params.errors?.[0] : error;
  const missing = wrapped?.keyword === 'required' ? wrapped.params.missingProperty : undefined;
  return [...base, ...(missing ? [missing] : [])].join('.');
};

/**
 * Messages by property path ('a.b') from Ajv's raw errors: a required error belongs to the missing field,
 * not to its parent. The first message for a path wins, as a user reads one at a time; rule messages come last.
 */
export function messagesByPath(errors: AjvError[], extra: Record<string, string> = {}): Map<string, string> {
  const messages = new Map<string, string>();
  for (const error of errors) {
    const path = pathOf(error);
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
