// Issues a settled payment's e-FIRA: gathers what it states from the request, its payer, the client and the account
// paid into, writes the PDF, and stores it as a document of the client, listed under /documents.
import { message } from '../../src/engine/core/message';
import type { Queryable } from '../db/db';
import { storeDocument } from '../onboarding/documents';
import type { PaymentRequest } from '../payment-requests/store';
import { efiraPdf, type EfiraContent } from './efira-pdf';
import { add } from './money';

/** The e-FIRA's number: the reference the buyer quoted, under the advice's prefix. */
export const efiraNumberOf = (reference: string) => `EF-${reference}`;

/** Who listed the e-FIRA under the client's documents: no user, the payments partner's advice. */
const ISSUER = 'system';

interface Parties {
  payer_name: string;
  address: string;
  country: string;
  client_name: string;
  account_number: string | null;
  ifsc: string | null;
  purpose_description: string | null;
}

/** What the e-FIRA of a paid-out request states. */
async function contentOf(tx: Queryable, request: PaymentRequest, creditedAt: Date): Promise<EfiraContent> {
  const { rows } = await tx.query<Parties>(
    `SELECT p.payer_name, concat_ws(', ', p.address1, NULLIF(p.address2, ''), p.city, p.state, p.pincode) AS address,
            p.country, COALESCE(o.basic->>'businessLegalName', c.client_name, c.client_id) AS client_name,
            b.details->>'accountNumber' AS account_number, b.details->>'ifscCode' AS ifsc,
            pc.description AS purpose_description
       FROM payment_requests r JOIN payers p ON p.payer_id = r.payer_id JOIN clients c ON c.client_id = r.client_id
       LEFT JOIN onboarding o ON o.client_id = r.client_id
       LEFT JOIN transactions t ON t.payment_id = r.payment_id
       LEFT JOIN bank_accounts b ON b.id = t.payout_account_id
       LEFT JOIN purpose_codes pc ON pc.purpose_code = r.purpose_code
      WHERE r.request_id = $1`,
    [request.requestId],
  );
  const parties = rows[0];
  return {
    efiraNumber: efiraNumberOf(request.reference),
    reference: request.reference,
    invoiceNumber: request.invoiceNumber,
    paymentId: request.paymentId!,
    creditedAt,
    remitter: { name: parties.payer_name, address: parties.address, country: parties.country },
    beneficiary: {
      name: parties.client_name,
      account: parties.account_number ? `XXXX${parties.account_number.slice(-4)}` : '-',
      ifsc: parties.ifsc ?? '-',
    },
    foreignAmount: request.receivedAmount!,
    foreignCurrency: request.receivedCurrency!,
    fxRate: request.fxRate!,
    grossInr: add(request.inrAmount!, request.fee!, 2),
    charges: request.fee!,
    inrCredited: request.inrAmount!,
    purposeCode: request.purposeCode,
    purposeDescription: parties.purpose_description ?? '',
  };
}

/** Writes and stores the e-FIRA of a request whose payout settled at `creditedAt`; answers its document and number. */
export async function issueEfira(
  tx: Queryable,
  request: PaymentRequest,
  creditedAt: Date,
): Promise<{ documentId: string; efiraNumber: string }> {
  const content = await contentOf(tx, request, creditedAt);
  const file = await storeDocument(tx, request.clientId, {
    documentType: 'EFIRA',
    documentSubType: request.requestId,
    fileName: `e-fira-${request.reference.toLowerCase()}.pdf`,
    contentType: 'application/pdf',
    content: efiraPdf(content),
  });
  await tx.query(
    `INSERT INTO client_documents (client_id, title, document_id, created_by, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $5) ON CONFLICT (client_id, lower(title)) WHERE deleted_at IS NULL DO NOTHING`,
    [
      request.clientId,
      message('lifecycle.efiraTitle', { reference: request.reference }),
      file.documentId,
      ISSUER,
      creditedAt,
    ],
  );
  return { documentId: file.documentId, efiraNumber: content.efiraNumber };
}
