// The list routes' serialization alone: each answer written by fast-json-stringify with the route's declared response
// against JSON.stringify, on the seeded data, in alternating batches (what bench/load.mjs cannot isolate on a busy box).
//   node --import tsx bench/serialization.ts [--rounds 7] [--batch 500]
import { parseArgs } from 'node:util';
import fastJsonStringify from 'fast-json-stringify';
import { databaseOutbox } from '../server/adapters/outbox';
import { buildApp } from '../server/app';
import { createSession } from '../server/auth/sessions';
import { loadConfig } from '../server/config';
import { migrate } from '../server/db/migrate';
import { openPglite } from '../server/db/pglite';
import { seed } from '../server/seed/seed';

const { values: args } = parseArgs({
  options: { rounds: { type: 'string', default: '7' }, batch: { type: 'string', default: '500' } },
});
const rounds = Number(args.rounds);
const batch = Number(args.batch);

/** The list routes of bench/load.mjs --lists: method, path, console, who calls, body. */
const ROUTES: [string, string, 'client' | 'admin', string, object?][] = [
  ['GET', '/api/masters/currencies', 'client', 'exporter@demo.test'],
  ['GET', '/api/masters/hs-codes', 'admin', 'admin@demo.test'],
  ['GET', '/api/onboarding/clients', 'admin', 'admin@demo.test'],
  ['GET', '/api/users', 'admin', 'admin@demo.test'],
  ['POST', '/api/transactions', 'admin', 'admin@demo.test', { startDate: 0, endDate: Date.UTC(2100, 0, 1) }],
  ['GET', '/api/payment-requests', 'client', 'exporter@demo.test'],
];

/** Microseconds per answer of `write` over one batch. */
function perAnswer(write: () => string): number {
  const start = process.hrtime.bigint();
  for (let i = 0; i < batch; i++) write();
  return Number(process.hrtime.bigint() - start) / 1000 / batch;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main() {
  const db = await openPglite(null);
  await migrate(db);
  await seed(db);
  const config = loadConfig({ NODE_ENV: 'test', OTP_SECRET: 'bench', EBRC_FILE_KEY: '7e57'.repeat(16) }, 'bench');
  const apps = {
    client: await buildApp({ config, console: 'client', db, outbox: databaseOutbox }),
    admin: await buildApp({ config, console: 'admin', db, outbox: databaseOutbox }),
  };
  const rows = [
    '| endpoint | bytes | JSON.stringify µs | declared µs | JSON.stringify ÷ declared |',
    '| --- | ---: | ---: | ---: | ---: |',
  ];
  for (const [method, url, side, email, body] of ROUTES) {
    const app = apps[side];
    await app.ready();
    const { rows: users } = await db.query<{ user_id: string }>('SELECT user_id FROM users WHERE email = $1', [email]);
    const token = await createSession(db, users[0]!.user_id, side);
    const res = await app.inject({
      method: method as 'GET',
      url,
      payload: body,
      headers: { authorization: `Bearer ${token}` },
    });
    if (res.statusCode !== 200) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
    const answer = res.json();
    const route = app.registeredRoutes.find((candidate) => candidate.url === url && candidate.method === method)!;
    const declared = fastJsonStringify((route.schema!.response as Record<string, object>)[200]!);
    const plain: number[] = [];
    const fast: number[] = [];
    // One batch of each first, untimed: the first route would otherwise pay for the JIT of both.
    perAnswer(() => JSON.stringify(answer));
    perAnswer(() => declared(answer));
    for (let round = 0; round < rounds; round++) {
      plain.push(perAnswer(() => JSON.stringify(answer)));
      fast.push(perAnswer(() => declared(answer)));
    }
    const [a, b] = [median(plain), median(fast)];
    rows.push(`| ${method} ${url} | ${res.body.length} | ${a.toFixed(1)} | ${b.toFixed(1)} | ${(a / b).toFixed(2)} |`);
  }
  console.log(rows.join('\n'));
  await apps.client.close();
  await apps.admin.close();
  await db.close();
}

await main();
