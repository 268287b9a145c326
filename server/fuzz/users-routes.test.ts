// Add User's write routes under hostile bodies, as the caller they admit (a client's back-office admin; the shared
// write-route fuzz calls the client console as a Client Exporter, which they refuse): always a 4xx or a 2xx in the
// envelope, never a 5xx, and a refused body changes no row. Replay a failure with
//   FUZZ_SEED=<seed> npx vitest run --project server server/fuzz/users-routes.test.ts
import fc from 'fast-check';
import { afterAll } from 'vitest';
import { formSchema, sharedSchema } from '../schemas';
import { openTestDb, testApp } from '../testing/test-app';
import { freshClient } from '../testing/test-onboarding';
import { fuzzAsCaller } from './fuzz-as-caller';
import { installJournal } from './route-journal';
import { shaped, type JsonSchema } from './schema-arbitrary';

const db = await openTestDb();
await installJournal(db);
const { app } = await testApp({ db, console: 'client' });
const owner = await freshClient(db, { role: 'Client Back-office Admin', status: 'Approved' });
await db.query(
  `INSERT INTO users (user_id, client_id, console, email, role_name, invited_at) VALUES ('USFUZZ1', $1, 'client', 'fuzz-user@users.test', 'Client Exporter', now())`,
  [owner.clientId],
);
afterAll(async () => {
  await app.close();
  await db.close();
});

/** Each write route and the shapes its bodies start from (its declared body, its form, a valid body). */
const invite = formSchema('users.invite') as JsonSchema;
const ref = sharedSchema('users#/$defs/userRef') as JsonSchema;
const role = sharedSchema('users#/$defs/roleChange') as JsonSchema;
const ROUTES: [string, fc.Arbitrary<unknown>[]][] = [
  [
    '/api/users/invite',
    [
      shaped(invite, invite),
      fc.constant({
        firstName: 'Fuzz',
        lastName: 'User',
        email: 'fuzz-invite@users.test',
        mobile: '9811199999',
        roleName: 'Client Importer',
      }),
    ],
  ],
  ['/api/users/role', [shaped(role, role), fc.constant({ userId: 'USFUZZ1', roleName: 'Document manager' })]],
  ['/api/users/deactivate', [shaped(ref, ref), fc.constant({ userId: 'USFUZZ1' })]],
  ['/api/users/reactivate', [shaped(ref, ref), fc.constant({ userId: 'USFUZZ1' })]],
  ['/api/users/resend-invitation', [shaped(ref, ref), fc.constant({ userId: 'USFUZZ1' })]],
];

fuzzAsCaller({ app, db, token: owner.token, routes: ROUTES, subnet: 32 });
