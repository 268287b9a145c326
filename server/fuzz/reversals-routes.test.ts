// The Reversal route under hostile bodies, as the caller it admits (a client's back-office admin; the shared
// write-route fuzz calls the client console as a Client Exporter, which it refuses): always a 4xx or a 2xx in the
// envelope, never a 5xx, and a refused body changes no row. Replay a failure with
//   FUZZ_SEED=<seed> npx vitest run --project server server/fuzz/reversals-routes.test.ts
import fc from 'fast-check';
import { afterAll } from 'vitest';
import { activePayers } from '../payers/store';
import { sharedSchema } from '../schemas';
import { openTestDb, testApp, tokenFor } from '../testing/test-app';
import { fuzzAsCaller } from './fuzz-as-caller';
import { installJournal } from './route-journal';
import { shaped, type JsonSchema } from './schema-arbitrary';

const db = await openTestDb();
await installJournal(db);
const { app } = await testApp({ db, console: 'client' });
const token = await tokenFor(db, 'backoffice@demo.test', 'client');
const [payer] = await activePayers(db, 'CL1001');
const { rows } = await db.query<{ id: string }>(
  `SELECT t.payment_id AS id FROM transactions t LEFT JOIN reversals r ON r.payment_id = t.payment_id
    WHERE t.client_id = 'CL1001' AND r.reversal_id IS NULL ORDER BY t.payment_id LIMIT 1`,
);
afterAll(async () => {
  await app.close();
  await db.close();
});

const send = sharedSchema('reversals#/$defs/sendToReversal') as JsonSchema;
const details = sharedSchema('reversals#/$defs/reversalDetails') as JsonSchema;
const ROUTES: [string, fc.Arbitrary<unknown>[]][] = [
  [
    '/api/reversals/send',
    [shaped(send, send), fc.constant({ depositId: rows[0].id, clientPayerId: payer.payerId, remarks: 'Paid twice' })],
  ],
  ['/api/reversals/details', [shaped(details, details)]],
];

fuzzAsCaller({ app, db, token, routes: ROUTES, subnet: 33 });
