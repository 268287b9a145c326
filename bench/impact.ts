// Issue 34's impact check over 10,000 stored clients: POST /api/schema-lab/impact with the business step's form plus a
// new required field, on PGlite in memory, the records copied from the seeded CL1001; the worker is warm before timing.
//   node --import tsx bench/impact.ts [--clients 10000] [--rounds 7]
import { parseArgs } from 'node:util';
import { databaseOutbox } from '../server/adapters/outbox';
import { buildApp } from '../server/app';
import { createSession } from '../server/auth/sessions';
import { loadConfig } from '../server/config';
import { migrate } from '../server/db/migrate';
import { openPglite } from '../server/db/pglite';
import { fileVersion } from '../server/schema-lab/publish';
import { seed } from '../server/seed/seed';

const { values: args } = parseArgs({
  options: { clients: { type: 'string', default: '10000' }, rounds: { type: 'string', default: '7' } },
});
const clients = Number(args.clients);
const rounds = Number(args.rounds);

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main() {
  const db = await openPglite(null);
  await migrate(db);
  await seed(db);
  await db.query(
    `INSERT INTO clients (client_id, client_type, business_category, client_purpose)
     SELECT 'CLB' || g, 'Business', 'Goods Exporter', 'payments' FROM generate_series(1, $1::int) g`,
    [clients],
  );
  await db.query(
    `INSERT INTO onboarding (client_id, basic, business)
     SELECT 'CLB' || g, o.basic, o.business FROM generate_series(1, $1::int) g, onboarding o WHERE o.client_id = 'CL1001'`,
    [clients],
  );
  const config = loadConfig(
    { NODE_ENV: 'test', OTP_SECRET: 'bench', EBRC_FILE_KEY: '7e57'.repeat(16), SCHEMA_LAB_TIMEOUT_MS: '60000' },
    'bench',
  );
  const app = await buildApp({ config, console: 'admin', db, outbox: databaseOutbox });
  await app.ready();
  const { rows } = await db.query<{ user_id: string }>("SELECT user_id FROM users WHERE email = 'analyst@demo.test'");
  const token = await createSession(db, rows[0]!.user_id, 'admin');
  const form = structuredClone(fileVersion('form', 'onboarding.business').document) as {
    schema: { required: string[]; properties: Record<string, object> };
  };
  form.schema.properties.exportLicence = { type: 'string', title: 'Export Licence', maxLength: 50 };
  form.schema.required.push('exportLicence');
  const impact = () =>
    app.inject({
      method: 'POST',
      url: '/api/schema-lab/impact',
      headers: { authorization: `Bearer ${token}` },
      payload: { kind: 'form', declaration: form },
    });
  const first = await impact();
  const { checked, failing, reasons } = first.json().data;
  const times: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const start = process.hrtime.bigint();
    const res = await impact();
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
    if (res.statusCode !== 200) throw new Error(`impact answered ${res.statusCode}: ${res.body}`);
  }
  console.log(`records checked ${checked}, failing ${failing}: ${reasons[0]?.message}`);
  console.log(`impact over ${checked} stored clients: median ${median(times).toFixed(0)} ms of ${rounds} rounds`);
  console.log(`(min ${Math.min(...times).toFixed(0)} ms, max ${Math.max(...times).toFixed(0)} ms)`);
  await app.close();
  await db.close();
}

await main();
