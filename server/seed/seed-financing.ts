// Demo receivables financing (spec 3 section 2.7): rows of CL1001, CL1002 and CL1003 in every status, each with its
// invoice, the status history that brought it there and each change's document, the same on every fresh database.
import { createFinancingRequest, addDocument, addHistory, setPartner, setStatus } from '../financing/store';
import { storeDocument } from '../onboarding/documents';
import type { Queryable } from '../db/db';
import { demoPdf } from './demo-pdf';

/** A status change after the request: the status, the comment, the processed amount when one applies. */
type Step = [status: string, comment: string, amount?: string];

interface DemoRow {
  clientId: string;
  number: number;
  amount: string;
  currency: string;
  partnerId?: string;
  steps: Step[];
}

const SENT: Step = ['Sent For Approval', ''];
/** The offline partners of migration 025, whose name a send's history row keeps. */
const PARTNERS: Record<string, string> = { FP001: 'Drip Capital', FP002: 'Credlix', FP003: 'Mynd Fintech' };
const ROWS: DemoRow[] = [
  { clientId: 'CL1001', number: 1, amount: '48500.00', currency: 'USD', steps: [] },
  { clientId: 'CL1002', number: 2, amount: '12750.50', currency: 'EUR', steps: [] },
  { clientId: 'CL1003', number: 3, amount: '9200.00', currency: 'GBP', steps: [] },
  { clientId: 'CL1001', number: 4, amount: '31000.00', currency: 'USD', partnerId: 'FP001', steps: [SENT] },
  { clientId: 'CL1002', number: 5, amount: '15600.00', currency: 'USD', partnerId: 'FP002', steps: [SENT] },
  {
    clientId: 'CL1001',
    number: 6,
    amount: '27500.00',
    currency: 'USD',
    partnerId: 'FP001',
    steps: [SENT, ['Approved', 'Approved by the partner after credit review']],
  },
  {
    clientId: 'CL1003',
    number: 7,
    amount: '64000.00',
    currency: 'USD',
    partnerId: 'FP003',
    steps: [SENT, ['Approved', 'Sanctioned'], ['Partially Paid', 'First tranche disbursed', '40000.00']],
  },
  {
    clientId: 'CL1002',
    number: 8,
    amount: '22300.75',
    currency: 'EUR',
    partnerId: 'FP002',
    steps: [SENT, ['Approved', 'Sanctioned'], ['Paid', 'Disbursed in full', '22300.75']],
  },
  {
    clientId: 'CL1001',
    number: 9,
    amount: '8800.00',
    currency: 'GBP',
    partnerId: 'FP003',
    steps: [SENT, ['Rejected', 'The buyer is outside the partner’s approved list']],
  },
  {
    clientId: 'CL1003',
    number: 10,
    amount: '17250.00',
    currency: 'USD',
    partnerId: 'FP001',
    steps: [SENT, ['On Hold', 'Waiting for the bill of lading']],
  },
];

/** The documents table's type of a financing status document (server/routes/financing.ts). */
const FINANCING_DOCUMENT = 'FINANCING';

/** Seeds the financing rows, a day apart, newest last. */
export async function seedFinancing(tx: Queryable): Promise<void> {
  for (const row of ROWS) {
    const suffix = String(row.number).padStart(3, '0');
    const invoice = await storeDocument(tx, row.clientId, {
      documentType: 'INV',
      documentSubType: '',
      fileName: `invoice-fin-2026-${suffix}.pdf`,
      contentType: 'application/pdf',
      content: demoPdf(`Commercial Invoice FIN-2026-${suffix}`),
    });
    const { factoringId } = await createFinancingRequest(tx, {
      factoringId: `FAC2026${suffix}`,
      clientId: row.clientId,
      paymentId: `PAYFIN2026${suffix}`,
      invoiceId: `INVFIN2026${suffix}`,
      clientInvoiceId: `FIN-2026-${suffix}`,
      shipmentId: `SHPFIN2026${suffix}`,
      invoiceStatus: 'Submitted',
      totalAmount: row.amount,
      expectedAmount: row.amount,
      currency: row.currency,
      invoiceDocumentId: invoice.documentId,
    });
    if (row.partnerId) await setPartner(tx, factoringId, row.partnerId);
    for (const [index, [status, comment, amount]] of row.steps.entries()) {
      if (status === SENT[0]) {
        await addHistory(tx, factoringId, { status, comment: PARTNERS[row.partnerId!] });
        continue;
      }
      const file = await storeDocument(tx, row.clientId, {
        documentType: FINANCING_DOCUMENT,
        documentSubType: String(10_000_000 + row.number * 1000 + index),
        fileName: `${status.toLowerCase().replace(/ /g, '-')}-fin-2026-${suffix}.pdf`,
        contentType: 'application/pdf',
        content: demoPdf(`${status}: FIN-2026-${suffix}`),
      });
      await setStatus(tx, factoringId, status, amount ?? null);
      await addHistory(tx, factoringId, { status, comment, receivedAmount: amount, documentId: file.documentId });
      await addDocument(tx, factoringId, file.documentId, 'status', status);
    }
    // A day apart, from the first of October 2026, so the list's newest-first order is stable.
    await tx.query(
      `UPDATE financing SET created_at = timestamptz '2026-10-01T09:00:00Z' + $2 * interval '1 day' WHERE factoring_id = $1`,
      [factoringId, row.number],
    );
    await tx.query(
      `UPDATE financing_history SET created_at = timestamptz '2026-10-01T09:00:00Z' + ($2 * interval '1 day') + (id % 1000) * interval '1 hour'
        WHERE factoring_id = $1`,
      [factoringId, row.number],
    );
  }
}
