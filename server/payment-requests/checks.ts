// A new request's choices checked on the server (issue 30): the payer active and the client's, HS codes its own,
// the currency allowed, the purpose code of the request's kind, the Incoterm active, the invoice number unused and the
// files uploaded by this client for a request; each refusal in the catalogue's words.
import { message } from '../../src/engine/core/message';
import type { Queryable } from '../db/db';
import { ApiError } from '../plugins/envelope';
import { currencyChoices, hsCodeChoices, incotermChoices, payerChoices, purposeChoices } from './choices';
import type { RequestKind } from './store';

/** The document types a request's uploads are stored under, by the widget's documentType. */
export const REQUEST_DOCUMENT_TYPES: Record<string, string> = { INV: 'PR_INV', SHB: 'PR_SHB', BOL: 'PR_BOL' };

/** The fields of a request the checks read. */
export interface RequestChoices {
  payerId: string;
  hsCodes?: string[];
  incoterm?: string;
  purposeCode: string;
  currency: string;
  invoiceNumber: string;
}

const values = (choices: { value: string }[]) => new Set(choices.map((choice) => choice.value));

/** Refuses (400, or 409 for a used invoice number) a request whose choices the client may not make. */
export async function checkChoices(db: Queryable, clientId: string, kind: RequestKind, data: RequestChoices) {
  if (!values(await payerChoices(db, clientId)).has(data.payerId))
    throw new ApiError(400, message('paymentRequests.payerInactive'));
  if (kind === 'goods') {
    const own = values(await hsCodeChoices(db, clientId));
    if (!(data.hsCodes ?? []).every((code) => own.has(code)))
      throw new ApiError(400, message('paymentRequests.hsCodeUnknown'));
    if (!values(await incotermChoices(db)).has(data.incoterm ?? ''))
      throw new ApiError(400, message('paymentRequests.incotermUnknown'));
  }
  if (!values(await purposeChoices(db, kind)).has(data.purposeCode))
    throw new ApiError(400, message('paymentRequests.purposeUnknown'));
  if (!values(await currencyChoices(db, clientId)).has(data.currency))
    throw new ApiError(400, message('paymentRequests.currencyNotAllowed'));
  const { rows } = await db.query(
    'SELECT 1 FROM payment_requests WHERE client_id = $1 AND lower(invoice_number) = lower($2)',
    [clientId, data.invoiceNumber],
  );
  if (rows.length)
    throw new ApiError(409, message('paymentRequests.duplicateInvoice', { invoiceNumber: data.invoiceNumber }));
}

/** Refuses (400) files that are not this client's uploads for a request. */
export async function checkDocuments(db: Queryable, clientId: string, documentIds: string[]) {
  if (!documentIds.length) return;
  const { rows } = await db.query(
    `SELECT document_id FROM documents
      WHERE client_id = $1 AND document_id = ANY($2::text[]) AND document_type = ANY($3::text[])`,
    [clientId, documentIds, Object.values(REQUEST_DOCUMENT_TYPES)],
  );
  if (rows.length !== new Set(documentIds).size) throw new ApiError(400, message('upload.notFound'));
}
