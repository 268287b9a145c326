// Files uploaded during onboarding (spec 2 section 3, "Document upload"), stored in the database with their client.
import { message } from '../../src/engine/core/message';
import { randomBytes } from 'node:crypto';
import { rolesWithMenu } from '../auth/login-response';
import type { SessionUser } from '../auth/sessions';
import type { Queryable } from '../db/db';
import { ApiError } from '../plugins/envelope';
import { openFile, sealFile } from './sealed-file';

/** Spec 2 section 3: the business documents the onboarding wizard uploads. */
export const BUSINESS_DOCUMENT_TYPES = ['GSTIN', 'IEC', 'BusinessRegistrationProof', 'eefc_statement', 'INV', 'EFIRA'];
/** Spec 2 sections 5.2 and 5.3: a stakeholder's proofs of identity and address. */
export const STAKEHOLDER_DOCUMENT_TYPES = ['POI', 'POA'];
/** The type of the Documents screen's files (spec 2 section 2.6). */
export const DOCUMENTS_SCREEN_TYPE = 'OTD';
/** The type of the e-BRC credential file (spec 3 section 2.4), which holds a password and is kept sealed. */
export const EBRC_TYPE = 'EBRC';

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
  /** The key to keep the content sealed with (sealed-file.ts); stored as it is without one. */
  sealWith?: Buffer;
}

/** Stores a client's file; returns its reference. */
export async function storeDocument(tx: Queryable, clientId: string, file: NewDocument): Promise<DocumentRef> {
  const documentId = `DOC${randomBytes(8).toString('hex').toUpperCase()}`;
  await tx.query(
    `INSERT INTO documents (document_id, client_id, document_type, document_sub_type, document_name, content_type, content, sealed)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      documentId,
      clientId,
      file.documentType,
      file.documentSubType || null,
      file.fileName,
      file.contentType,
      file.sealWith ? sealFile(file.sealWith, documentId, file.content) : file.content,
      Boolean(file.sealWith),
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

/** Who reads a file back by its id: the console and the caller's role there. */
export type DocumentReader = Pick<SessionUser, 'console' | 'roleName'>;

/**
 * The types a reader may have back by id, by the screen each belongs to: onboarding's files to every client role (any
 * of them may be the one onboarding the client), the Documents screen's to the roles whose menu has it (its dialog
 * shows a file before it is saved), and the e-BRC credential file to the admin console alone. The admin console's
 * routes are the Admin's only, and the Admin reads them all.
 */
export function readableTypes(reader: DocumentReader): string[] {
  const onboarding = [...BUSINESS_DOCUMENT_TYPES, ...STAKEHOLDER_DOCUMENT_TYPES];
  if (reader.console === 'admin') return [...onboarding, DOCUMENTS_SCREEN_TYPE, EBRC_TYPE];
  return rolesWithMenu('/documents').includes(reader.roleName) ? [...onboarding, DOCUMENTS_SCREEN_TYPE] : onboarding;
}

/**
 * A stored file as a data URL, if the reader may read its type (readableTypes), it is the client's (when clientId is
 * given) and it was not deleted from the Documents screen; a sealed file is opened with key.
 */
export async function readableDocument(
  db: Queryable,
  documentId: string,
  clientId: string | null,
  reader: DocumentReader,
  key: Buffer,
): Promise<string | null> {
  const { rows } = await db.query<{ content_type: string; content: Uint8Array; sealed: boolean }>(
    `SELECT content_type, content, sealed FROM documents d
      WHERE document_id = $1 AND ($2::text IS NULL OR client_id = $2) AND document_type = ANY($3::text[])
        AND NOT (EXISTS (SELECT 1 FROM client_documents c WHERE c.document_id = d.document_id AND c.deleted_at IS NOT NULL)
             AND NOT EXISTS (SELECT 1 FROM client_documents c WHERE c.document_id = d.document_id AND c.deleted_at IS NULL))`,
    [documentId, clientId, readableTypes(reader)],
  );
  const [row] = rows;
  if (!row) return null;
  const content = row.sealed ? openFile(key, documentId, row.content) : Buffer.from(row.content);
  return `data:${row.content_type};base64,${content.toString('base64')}`;
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
