// The stored records an impact check validates (issue 34): each client's saved part of the client entity that is kept
// as one JSON document (the `onboarding` table's columns), never another client's nor another table's.
import type { Queryable } from '../db/db';

type Data = Record<string, unknown>;

/** The client entity's parts kept as a JSON document, by their `x-stored` column of `onboarding`. */
export const DOCUMENT_COLUMNS = ['basic', 'business'] as const;
export type DocumentColumn = (typeof DOCUMENT_COLUMNS)[number];

/** A client's saved parts: the form's fields are read from both, as the saved details show them. */
export interface StoredClientParts {
  clientId: string;
  basic: Data;
  business: Data | null;
}

/** True when `x-stored` names a column this store reads. */
export const isDocumentColumn = (column: unknown): column is DocumentColumn =>
  DOCUMENT_COLUMNS.includes(column as DocumentColumn);

/** Every client that has saved the part (its column is neither null nor empty), by client id. */
export async function clientsWithPart(db: Queryable, column: DocumentColumn): Promise<StoredClientParts[]> {
  const saved = column === 'basic' ? "basic <> '{}'::jsonb" : "business IS NOT NULL AND business <> '{}'::jsonb";
  const { rows } = await db.query<{ client_id: string; basic: Data; business: Data | null }>(
    `SELECT client_id, basic, business FROM onboarding WHERE ${saved} ORDER BY client_id`,
  );
  return rows.map((row) => ({ clientId: row.client_id, basic: row.basic, business: row.business }));
}
