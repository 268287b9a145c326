// Files uploaded during onboarding (spec 2 section 3, "Document upload"), stored in the database with their client.
import { message } from '../../src/engine/core/message';
import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/db';
import { ApiError } from '../plugins/envelope';

/** The reference a form keeps for an uploaded file. */
export interface DocumentRef {
  documentId: string;
  documentName: string;
}

/** One file to keep. */
export interface NewDocument {
  documentType: string;
  documentSubType: string;
  fileName: string;
  contentType: string;
  content: Buffer;
}

/** Stores a client's file; returns its reference. */
export async function storeDocument(tx: Queryable, clientId: string, file: NewDocument): Promise<DocumentRef> {
  const documentId = `DOC${randomBytes(8).toString('hex').toUpperCase()}`;
  await tx.query(
    `INSERT INTO documents (document_id, client_id, document_type, document_sub_type, document_name, content_type, content)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      documentId,
      clientId,
      file.documentType,
      file.documentSubType || null,
      file.fileName,
      file.contentType,
      file.content,
    ],
  );
  return { documentId, documentName: file.fileName };
}

/** A stored file as a data URL, if it exists and (when clientId is given) belongs to that client. */
export async function documentAsDataUrl(
  db: Queryable,
  documentId: string,
  clientId: string | null,
): Promise<string | null> {
  const { rows } = await db.query<{ content_type: string; content: Uint8Array }>(
    'SELECT content_type, content FROM documents WHERE document_id = $1 AND ($2::text IS NULL OR client_id = $2)',
    [documentId, clientId],
  );
  return rows[0] ? `data:${rows[0].content_type};base64,${Buffer.from(rows[0].content).toString('base64')}` : null;
}

/** The document ids a form's data points at (documentId, documentId2), however deep. */
const referencedIds = (value: unknown): string[] => {
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, item]) =>
    (key === 'documentId' || key === 'documentId2') && typeof item === 'string' ? [item] : referencedIds(item),
  );
};

/** Refuses form data that points at a document this client has not uploaded. */
export async function refuseForeignDocuments(db: Queryable, clientId: string, data: unknown): Promise<void> {
  const ids = [...new Set(referencedIds(data))];
  if (!ids.length) return;
  const { rows } = await db.query(
    'SELECT document_id FROM documents WHERE client_id = $1 AND document_id = ANY($2::text[])',
    [clientId, ids],
  );
  if (rows.length !== ids.length) throw new ApiError(400, message('upload.notFound'));
}
