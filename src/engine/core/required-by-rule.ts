// A rule may make a field required; an empty one then gets the field's declared required message, else 'Required!'.
import type { Schema } from './declarations';
import type { FieldUi } from './rules';
import { DEFAULT_MESSAGES } from './messages';

const isEmpty = (value: unknown) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/** Messages for the fields rules require that are still empty. */
export function requiredByRuleMessages(
  schema: Schema,
  data: unknown,
  ui: Record<string, FieldUi>,
): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const [path, change] of Object.entries(ui)) {
    if (!change.required || change.hidden) continue;
    const keys = path.split('.');
    const value = keys.reduce<unknown>(
      (node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined),
      data,
    );
    if (!isEmpty(value)) continue;
    const parent = keys
      .slice(0, -1)
      .reduce<Schema | undefined>((node, key) => node?.properties?.[key] as Schema | undefined, schema);
    const declared =
      typeof parent?.errorMessage === 'object'
        ? (parent.errorMessage.required as Record<string, string> | undefined)
        : undefined;
    messages[path] = declared?.[keys[keys.length - 1]] ?? DEFAULT_MESSAGES.required;
  }
  return messages;
}
