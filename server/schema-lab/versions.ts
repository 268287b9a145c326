// The version store of published declarations (issue 34): the version in force, every version of one declaration,
// and a new version written with its audit row; the files in schemas/ are version 0 and are read, never written.
import type { Queryable } from '../db/db';
import type { DeclarationKind, DeclarationVersion, PatchOperation } from '../../src/engine/build/lab-wire';

export type { DeclarationVersion };
export { versionZero } from '../../src/engine/build/lab-wire';

type Document = Record<string, unknown>;

/** A version about to be written: its number is the one after the version in force it was checked against. */
export interface NewVersion {
  kind: DeclarationKind;
  id: string;
  version: number;
  document: Document;
  diff: PatchOperation[];
  comment: string;
  impactReason?: string;
  rolledBackTo?: number;
  authorId: string;
}

interface Row {
  version: number;
  document: Document;
  diff: PatchOperation[];
  comment: string;
  author_id: string;
  author_name: string | null;
  published_at: string | Date;
  impact_reason: string | null;
  rolled_back_to: number | null;
}

const SELECT = `SELECT v.version, v.document, v.diff, v.comment, v.author_id, v.published_at, v.impact_reason,
                       v.rolled_back_to, NULLIF(trim(concat_ws(' ', u.first_name, u.last_name)), '') AS author_name
                  FROM declaration_versions v JOIN users u ON u.user_id = v.author_id
                 WHERE v.kind = $1 AND v.declaration_id = $2`;

const fromRow = (row: Row): DeclarationVersion => ({
  version: row.version,
  document: row.document,
  diff: row.diff,
  comment: row.comment,
  authorId: row.author_id,
  authorName: row.author_name,
  publishedAt: new Date(row.published_at).toISOString(),
  impactReason: row.impact_reason,
  rolledBackTo: row.rolled_back_to,
});

/** The newest published version, or undefined when only the file (version 0) exists. */
export async function latestVersion(db: Queryable, kind: DeclarationKind, id: string) {
  const { rows } = await db.query<Row>(`${SELECT} ORDER BY v.version DESC LIMIT 1`, [kind, id]);
  return rows[0] && fromRow(rows[0]);
}

/** Every published version, oldest first (version 0 is the caller's to add). */
export async function publishedVersions(db: Queryable, kind: DeclarationKind, id: string) {
  const { rows } = await db.query<Row>(`${SELECT} ORDER BY v.version`, [kind, id]);
  return rows.map(fromRow);
}

/** One published version, or undefined. */
export async function publishedVersion(db: Queryable, kind: DeclarationKind, id: string, version: number) {
  const { rows } = await db.query<Row>(`${SELECT} AND v.version = $3`, [kind, id, version]);
  return rows[0] && fromRow(rows[0]);
}

/**
 * Writes the version and its audit row (in the caller's transaction). Two publishes checked against the same version
 * in force both ask for its next number: the second breaks the primary key (23505), which the caller answers.
 */
export async function insertVersion(tx: Queryable, next: NewVersion): Promise<void> {
  await tx.query(
    `INSERT INTO declaration_versions
       (kind, declaration_id, version, document, diff, comment, impact_reason, rolled_back_to, author_id)
     VALUES ($1, $2, $3, $4::jsonb, $5::jsonb, $6, $7, $8, $9)`,
    [
      next.kind,
      next.id,
      next.version,
      JSON.stringify(next.document),
      JSON.stringify(next.diff),
      next.comment,
      next.impactReason ?? null,
      next.rolledBackTo ?? null,
      next.authorId,
    ],
  );
  const details = { comment: next.comment, impactReason: next.impactReason, rolledBackTo: next.rolledBackTo };
  await tx.query(
    `INSERT INTO declaration_audit (kind, declaration_id, version, action, details, done_by)
     VALUES ($1, $2, $3, $4, $5::jsonb, $6)`,
    [
      next.kind,
      next.id,
      next.version,
      next.rolledBackTo === undefined ? 'published' : 'rolled_back',
      JSON.stringify(details),
      next.authorId,
    ],
  );
}
