// The pure side of a collection step: its entries by section, what rules and minimums say is missing, section presentation.
import type { CollectionDeclaration } from '../core/declarations';
import { applyRules, type FieldUi, type RuleContext, type RuleRegistry } from '../core/rules';

type Entry = Record<string, unknown>;

/** The entries of a collection step's data. */
export const entriesOf = (collection: CollectionDeclaration, value: unknown): Entry[] =>
  ((value as Record<string, unknown> | undefined)?.[collection.field] as Entry[] | undefined) ?? [];

/** What the collection's rules say: sections' presentation by type, and the first missing-people message. */
export function collectionRules(
  collection: CollectionDeclaration,
  value: unknown,
  input: { rules: RuleRegistry; context: RuleContext; data: Record<string, unknown> },
): { ui: Record<string, FieldUi>; problem?: string } {
  const entries = entriesOf(collection, value);
  const ruled = applyRules(
    collection.rules,
    input.rules,
    { [collection.field]: entries },
    { ...input.context, related: input.data },
  );
  const short = collection.sections.find(
    (section) =>
      section.min !== undefined &&
      !ruled.ui[section.type]?.hidden &&
      entries.filter((entry) => entry[collection.typeField] === section.type).length < section.min,
  );
  const problem =
    ruled.errors[collection.field] ??
    (short ? (collection.minMessage ?? `Please add at least ${short.min} ${short.title}`) : undefined);
  return { ui: ruled.ui, problem };
}

/** The message saying who is still missing, or undefined when the step is complete. */
export const collectionProblem = (
  collection: CollectionDeclaration,
  value: unknown,
  input: { rules: RuleRegistry; context: RuleContext; data: Record<string, unknown> },
): string | undefined => collectionRules(collection, value, input).problem;
