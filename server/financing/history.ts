// What a financing row's Remarks and View Documents dialogs show (spec 3 sections 2.7 and 3): the status history
// (factoringStatusHistory) and the documents, the invoice first, read for a page of rows at once.
import type { Queryable } from '../db/db';

type Data = Record<string, unknown>;

/** Each row's history, oldest first, and its documents, by factoring id. */
export async function historyAndDocuments(
  db: Queryable,
  factoringIds: string[],
): Promise<Map<string, { history: Data[]; documents: Data[] }>> {
  const found = new Map(factoringIds.map((id) => [id, { history: [] as Data[], documents: [] as Data[] }]));
  if (factoringIds.length === 0) return found;
  const history = await db.query<{
    factoring_id: string;
    status: string;
    comment: string | null;
    received_amount: string | null;
    document_id: string | null;
    document_name: string | null;
    created_at: Date | string;
  }>(
    `SELECT h.factoring_id, h.status, h.comment, h.received_amount, h.document_id, d.document_name, h.created_at
       FROM financing_history h LEFT JOIN documents d ON d.document_id = h.document_id
      WHERE h.factoring_id = ANY($1::text[]) ORDER BY h.factoring_id, h.id`,
    [factoringIds],
  );
  for (const row of history.rows)
    found.get(row.factoring_id)!.history.push({
      created: new Date(row.created_at).getTime(),
      status: row.status,
      comment: row.comment,
      receivedAmount: row.received_amount === null ? null : Number(row.received_amount),
      document: row.document_id ? { documentId: row.document_id, documentName: row.document_name } : null,
    });
  const documents = await db.query<{
    factoring_id: string;
    document_id: string;
    document_name: string;
    role: string;
    status: string | null;
    created_at: Date | string;
  }>(
    `SELECT f.factoring_id, f.document_id, d.document_name, f.role, f.status, f.created_at
       FROM financing_documents f JOIN documents d ON d.document_id = f.document_id
      WHERE f.factoring_id = ANY($1::text[]) ORDER BY f.factoring_id, f.role = 'status', f.created_at,
            (SELECT min(h.id) FROM financing_history h WHERE h.document_id = f.document_id), f.document_id`,
    [factoringIds],
  );
  for (const row of documents.rows)
    found.get(row.factoring_id)!.documents.push({
      documentType: row.role === 'invoice' ? 'Invoice' : row.status,
      created: new Date(row.created_at).getTime(),
      document: { documentId: row.document_id, documentName: row.document_name },
    });
  return found;
}

/** True when the document is listed among some financing row's documents (what the Admin may open here). */
export async function isFinancingDocument(db: Queryable, documentId: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM financing_documents WHERE document_id = $1 LIMIT 1', [documentId]);
  return rows.length > 0;
}
