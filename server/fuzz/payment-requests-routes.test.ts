// Receive Payments and Add Customers under hostile bodies, as the Service Exporter who records service requests (the
// shared write-route fuzz calls the client console as a Client Exporter, which Receive Payments refuses): always a
// 4xx or a 2xx in the envelope, never a 5xx, and a refused body changes no row. Replay a failure with
//   FUZZ_SEED=<seed> npx vitest run --project server server/fuzz/payment-requests-routes.test.ts
import fc from 'fast-check';
import { afterAll } from 'vitest';
import { createPayer } from '../payers/store';
import { formSchema } from '../schemas';
import { openTestDb, testApp } from '../testing/test-app';
import { freshClient } from '../testing/test-onboarding';
import { fuzzAsCaller } from './fuzz-as-caller';
import { installJournal } from './route-journal';
import { shaped, type JsonSchema } from './schema-arbitrary';

const db = await openTestDb();
await installJournal(db);
const { app } = await testApp({ db, console: 'client' });
const owner = await freshClient(db, { type: 'Individual', role: 'Service Exporter', status: 'Approved' });
const payer = {
  payerName: 'Fuzz Buyer',
  email: 'fuzz-buyer@payers.test',
  mobileCode: '+1',
  mobile: '2025550199',
  country: 'US',
  address1: '1 Fuzz Street',
  address2: null,
  city: 'Boston',
  state: 'Massachusetts',
  pincode: '02108',
  active: true,
};
const payerId = await db.transaction((tx) => createPayer(tx, owner.clientId, payer));
afterAll(async () => {
  await app.close();
  await db.close();
});

/** The wizard's steps, each shaped like its form, and a valid body to mutate. */
const invoice = formSchema('paymentRequests.service') as JsonSchema;
const amount = formSchema('paymentRequests.amount') as JsonSchema;
const documents = formSchema('paymentRequests.serviceDocuments') as JsonSchema;
const payerForm = formSchema('payers.payer') as JsonSchema;
const ROUTES: [string, fc.Arbitrary<unknown>[]][] = [
  [
    '/api/receive-payments',
    [
      fc.record({
        invoice: shaped(invoice, invoice),
        amount: shaped(amount, amount),
        documents: shaped(documents, documents),
      }),
      fc.constant({
        invoice: {
          payerId,
          invoiceNumber: 'FUZZ-1',
          invoiceDate: '2026-11-01',
          dueDate: '2026-12-01',
          purposeCode: 'P0802',
          description: 'Fuzzed consulting',
        },
        amount: { amount: 100.25, currency: 'USD' },
        documents: { commercialInvoice: { documentId: 'DOCMISSING', documentName: 'invoice.pdf' } },
      }),
    ],
  ],
  ['/api/payers', [shaped(payerForm, payerForm), fc.constant({ ...payer, address2: undefined })]],
];

fuzzAsCaller({ app, db, token: owner.token, routes: ROUTES, subnet: 34 });
