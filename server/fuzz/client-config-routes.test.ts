// System Config's write routes under hostile bodies, as the caller they admit (a client's back-office admin; the shared
// write-route fuzz calls the client console as a Client Exporter, which they refuse): always a 4xx or a 2xx in the
// envelope, never a 5xx (but the simulated bank's own 503), and a refused body changes no row. Replay a failure with
//   FUZZ_SEED=<seed> npx vitest run --project server server/fuzz/client-config-routes.test.ts
import fc from 'fast-check';
import { afterAll } from 'vitest';
import { formSchema, sharedSchema } from '../schemas';
import { BANK_MESSAGES } from '../onboarding/verify-account';
import { openTestDb, testApp } from '../testing/test-app';
import { bankData, freshClient } from '../testing/test-onboarding';
import { fuzzAsCaller } from './fuzz-as-caller';
import { installJournal } from './route-journal';
import { shaped, type JsonSchema } from './schema-arbitrary';

const db = await openTestDb();
await installJournal(db);
const { app } = await testApp({ db, console: 'client' });
const owner = await freshClient(db, { role: 'Client Back-office Admin', status: 'Approved' });
afterAll(async () => {
  await app.close();
  await db.close();
});

/** Each write route and the shapes its bodies start from (its declared body, the bank form, a valid account). */
const form = formSchema('onboarding.bank') as JsonSchema;
const ref = sharedSchema('clientConfig#/$defs/accountRef') as JsonSchema;
const ROUTES: [string, fc.Arbitrary<unknown>[]][] = [
  ['/api/client-config/accounts', [shaped(form, form), fc.constant(bankData('TEST USER', '523456789012'))]],
  ['/api/client-config/accounts/primary', [shaped(ref, ref), fc.constant({ id: 'BA000000000000' })]],
  ['/api/client-config/accounts/remove', [shaped(ref, ref), fc.constant({ id: 'BA000000000000' })]],
];

fuzzAsCaller({
  app,
  db,
  token: owner.token,
  routes: ROUTES,
  subnet: 31,
  allowed5xx: { status: 503, message: BANK_MESSAGES.unavailable },
});
