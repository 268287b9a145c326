// A client's titled documents (migration 010): listed, added, replaced and deleted with an audit row, and the rule
// that hides a Certificate of Origin from a client that is not approved (spec 2 section 6).
import type { Queryable } from '../db/db';

/** A document list entry (spec 2 section 3): its title and the stored file. */
export interface DocumentEntry {
  documentName: string;
  documentData: { documentId: string; documentName: string };
  createdAt: string;
}

/** A Certificate of Origin, by its title: hidden from clients that are not approved. */
export const isCertificateOfOrigin = (title: string) => /certificate of origin|\bcoo\b/i.test(title);

/** The client's documents (not deleted), newest first; without Certificates of Origin unless `withCoo`. */
export async function listDocuments(db: Queryable, clientId: string, withCoo: boolean): Promise<DocumentEntry[]> {
  const { rows } = await db.query<{ title: string; document_id: string; file: string; created_at: Date }>(
    `SELECT c.title, c.document_id, d.document_name AS file, c.created_at
       FROM client_documents c JOIN documents d ON d.document_id = c.document_id
      WHERE c.client_id = $1 AND c.deleted_at IS NULL ORDER BY c.created_at DESC, c.id DESC`,
    [clientId],
  );
  return rows
    .filter((row) => withCoo || !isCertificateOfOrigin(row.title))
    .map((row) => ({
      documentName: row.title,
      documentData: { documentId: row.document_id, documentName: row.file },
      createdAt: new Date(row.created_at).toISOString(),
    }));
}

/**
 * Why a document may not be saved under `title` with `fileName`: a title or a file name (case-insensitive) another
 * listed document of the client holds. A replacement names its own row in `replacing`, which is not "another".
 */
export async function duplicateOf(
  db: Queryable,
  clientId: string,
  title: string,
  fileName: string,
  replacing?: string,
): Promise<'title' | 'file' | undefined> {
  const { rows } = await db.query<{ title: string; file: string }>(
    `SELECT c.title, d.document_name AS file FROM client_documents c JOIN documents d ON d.document_id = c.document_id
      WHERE c.client_id = $1 AND c.deleted_at IS NULL`,
    [clientId],
  );
  const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
  const others = rows.filter((row) => replacing === undefined || !same(row.title, replacing));
  if (others.some((row) => same(row.title, title))) return 'title';
  if (others.some((row) => same(row.file, fileName))) return 'file';
  return undefined;
}

/** The file name of an uploaded document of this client, or undefined when it is not the client's. */
export async function uploadedFile(db: Queryable, clientId: string, documentId: string): Promise<string | undefined> {
  const { rows } = await db.query<{ document_name: string }>(
    `SELECT document_name FROM documents WHERE document_id = $1 AND client_id = $2 AND document_type = 'OTD'`,
    [documentId, clientId],
  );
  return rows[0]?.document_name;
}

/** Adds a titled document. */
export async function addDocument(tx: Queryable, clientId: string, title: string, documentId: string, userId: string) {
  await tx.query('INSERT INTO client_documents (client_id, title, document_id, created_by) VALUES ($1, $2, $3, $4)', [
    clientId,
    title,
    documentId,
    userId,
  ]);
}

/** Points a titled document at a new file; false when the client has no such title. */
export async function replaceDocument(tx: Queryable, clientId: string, title: string, documentId: string) {
  const { rows } = await tx.query(
    `UPDATE client_documents SET document_id = $3, updated_at = now()
      WHERE client_id = $1 AND lower(title) = lower($2) AND deleted_at IS NULL RETURNING id`,
    [clientId, title, documentId],
  );
  return rows.length > 0;
}

/** Takes a titled document off the list, keeping who deleted it and when; false when there is none. */
export async function deleteDocument(tx: Queryable, clientId: string, title: string, userId: string) {
  const { rows } = await tx.query(
    `UPDATE client_documents SET deleted_by = $3, deleted_at = now()
      WHERE client_id = $1 AND lower(title) = lower($2) AND deleted_at IS NULL RETURNING id`,
    [clientId, title, userId],
  );
  return rows.length > 0;
}

/** The listed document holding that file, for a share; undefined when the client lists none. */
export async function listedFile(
  db: Queryable,
  clientId: string,
  documentId: string,
): Promise<{ title: string; file: string } | undefined> {
  const { rows } = await db.query<{ title: string; file: string }>(
    `SELECT c.title, d.document_name AS file FROM client_documents c JOIN documents d ON d.document_id = c.document_id
      WHERE c.client_id = $1 AND c.document_id = $2 AND c.deleted_at IS NULL`,
    [clientId, documentId],
  );
  return rows[0];
}

/** A client's name as stored, the sender's company in a shared document's e-mail. */
export async function clientName(db: Queryable, clientId: string): Promise<string | null> {
  const { rows } = await db.query<{ name: string | null }>(
    'SELECT client_name AS name FROM clients WHERE client_id = $1',
    [clientId],
  );
  return rows[0]?.name ?? null;
}

/** Whether a document of this type is the client's. */
export async function documentOfType(db: Queryable, documentId: string, clientId: string, documentType: string) {
  const { rows } = await db.query(
    `SELECT 1 FROM documents WHERE document_id = $1 AND client_id = $2 AND document_type = $3`,
    [documentId, clientId, documentType],
  );
  return rows.length > 0;
}
