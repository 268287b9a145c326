// When a row action applies to one row: a condition over the row's own fields, written like a wizard's `when`.
import { fieldValue } from './field-path.ts';

/** A field value a condition may list. */
export type RowValue = string | number | boolean | null;

/** Every named field (a dotted path reads a nested one) must hold one of its listed values (null: the field is empty). */
export type RowClause = Record<string, RowValue[]>;

/** One clause, or several of which any may hold. */
export type RowWhen = RowClause | RowClause[];

const holds = (clause: RowClause, row: Record<string, unknown>): boolean =>
  Object.entries(clause).every(([field, values]) => values.includes((fieldValue(row, field) ?? null) as RowValue));

/** True when the condition is absent or one of its clauses holds for the row. */
export const rowMatches = (when: RowWhen | undefined, row: Record<string, unknown>): boolean =>
  when === undefined || (Array.isArray(when) ? when.some((clause) => holds(clause, row)) : holds(when, row));
