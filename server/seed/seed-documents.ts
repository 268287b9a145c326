// Demo documents of the Documents screen: CL1001 (approved) has a Certificate of Origin, an invoice and a packing
// list; CL1007 (not onboarded) has a Certificate of Origin it must not see and a portfolio.
import { storeDocument } from '../onboarding/documents';
import type { Queryable } from '../db/db';
import { demoPdf } from './demo-pdf';

const DOCUMENTS: [string, string, string, string][] = [
  ['CL1001', 'US2003', 'Certificate of Origin (COO)', 'coo-kaveri-2026.pdf'],
  ['CL1001', 'US2003', 'Commercial Invoice INV-2026-0142', 'invoice-inv-2026-0142.pdf'],
  ['CL1001', 'US2003', 'Packing List PL-0142', 'packing-list-0142.pdf'],
  ['CL1007', 'US2009', 'Certificate of Origin (COO)', 'coo-neha-joshi.pdf'],
  ['CL1007', 'US2009', 'Design Portfolio 2026', 'portfolio-2026.pdf'],
];

/** Seeds the demo documents. */
export async function seedDocuments(tx: Queryable): Promise<void> {
  for (const [clientId, userId, title, fileName] of DOCUMENTS) {
    const file = await storeDocument(tx, clientId, {
      documentType: 'OTD',
      documentSubType: '',
      fileName,
      contentType: 'application/pdf',
      content: demoPdf(fileName),
    });
    await tx.query('INSERT INTO client_documents (client_id, title, document_id, created_by) VALUES ($1, $2, $3, $4)', [
      clientId,
      title,
      file.documentId,
      userId,
    ]);
  }
}
