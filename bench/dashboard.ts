// Dashboard benchmark (issue 30): a client with 10,000 payment requests over a year on PostgreSQL, its dashboard asked
// through the real route (GET /api/dashboard/client) many times; prints the median, p95 and worst against 200 ms.
// `DATABASE_URL=postgres://postgres:postgres@127.0.0.1:5432/tradepay_test npx tsx bench/dashboard.ts [--requests N] [--runs N]`
import { createSession } from '../server/auth/sessions';
import { buildApp } from '../server/app';
import { databaseOutbox } from '../server/adapters/outbox';
import { loadConfig } from '../server/config';
import { migrate } from '../server/db/migrate';
import { openPostgres } from '../server/db/postgres';
import { seed } from '../server/seed/seed';

const arg = (name: string, fallback: number) =>
  process.argv.includes(name) ? Number(process.argv[process.argv.indexOf(name) + 1]) : fallback;
const REQUESTS = arg('--requests', 10_000);
const RUNS = arg('--runs', 50);
const BUDGET_MS = 200;
const SCHEMA = 'bench_dashboard';
const url = process.env.DATABASE_URL;
if (!url) throw new Error('Set DATABASE_URL to a PostgreSQL database (the benchmark works in its own schema).');

const admin = await openPostgres(url);
await admin.query(`DROP SCHEMA IF EXISTS ${SCHEMA} CASCADE`);
await admin.close();
const db = await openPostgres(url, SCHEMA);
await migrate(db);
await seed(db);

// A client of its own with one payer, and REQUESTS requests spread over the last year in every status: each moves
// through its events as the lifecycle would, with its figures set once received.
await db.query(`INSERT INTO clients (client_id, client_name, client_type, business_category, client_status, approved_at)
  VALUES ('CLBENCH', 'Bench Exports', 'Business', 'Goods Exporter', 'Approved', now() - interval '400 days')`);
await db.query(`INSERT INTO users (user_id, client_id, console, email, mobile, first_name, last_name, role_name)
  VALUES ('USBENCH', 'CLBENCH', 'client', 'bench@demo.test', '9876598000', 'Bench', 'Exporter', 'Client Exporter')`);
await db.query(`INSERT INTO payers (payer_id, client_id, payer_name, email, mobile_code, mobile, country, address1, city,
  state, pincode) VALUES ('PYBENCH', 'CLBENCH', 'Bench Buyer', 'b@example.com', '+1', '2025550100', 'US', '1 Main',
  'Boston', 'MA', '02108')`);
const started = Date.now();
await db.query(
  `WITH made AS (
     SELECT i, now() - (i % 365) * interval '1 day' - (i % 24) * interval '1 hour' AS at,
            (ARRAY['USD','EUR','GBP','AED','SGD'])[1 + i % 5] AS currency,
            (ARRAY['requested','received','quoted','payout_initiated','paid_out','paid_out','paid_out','failed'])[1 + i % 8]
              AS status,
            round((100 + (i * 37) % 9900)::numeric + (i % 100) / 100.0, 2) AS amount
       FROM generate_series(1, $1::int) AS i)
   INSERT INTO payment_requests (request_id, client_id, kind, payer_id, invoice_number, invoice_date,
     shipping_bill_number, hs_codes, purpose_code, amount, currency, due_date, reference, status, received_amount,
     received_currency, fx_rate, fee, inr_amount, created_at, updated_at)
   SELECT 'PRQB' || i, 'CLBENCH', 'goods', 'PYBENCH', 'B-' || i, at::date, 'SB' || i, '["61091000"]', 'P0102', amount,
          currency, (at + interval '30 days')::date, 'REFB' || i, status,
          CASE WHEN status NOT IN ('requested', 'failed') THEN amount END,
          CASE WHEN status NOT IN ('requested', 'failed') THEN currency END,
          CASE WHEN status NOT IN ('requested', 'received', 'failed') THEN 83.25 END,
          CASE WHEN status NOT IN ('requested', 'received', 'failed') THEN round(amount * 0.25, 2) END,
          CASE WHEN status NOT IN ('requested', 'received', 'failed') THEN round(amount * 83.25 - amount * 0.25, 2) END,
          at, at + interval '2 days'
     FROM made`,
  [REQUESTS],
);
await db.query(
  `INSERT INTO payment_request_events (request_id, seq, status, at)
   SELECT r.request_id, s.seq, s.status, r.created_at + s.seq * interval '8 hours'
     FROM payment_requests r
     CROSS JOIN LATERAL (VALUES (1, 'requested'), (2, 'received'), (3, 'quoted'), (4, 'payout_initiated'), (5, 'paid_out'))
       AS s (seq, status)
    WHERE r.client_id = 'CLBENCH' AND (s.seq = 1 OR (r.status <> 'failed' AND s.seq <= CASE r.status
      WHEN 'received' THEN 2 WHEN 'quoted' THEN 3 WHEN 'payout_initiated' THEN 4 WHEN 'paid_out' THEN 5 ELSE 1 END))`,
);
await db.query('ANALYZE');
console.log(`Made ${REQUESTS} requests and their events in ${Date.now() - started} ms.`);

const config = loadConfig({ NODE_ENV: 'test', OTP_SECRET: 'bench', EBRC_FILE_KEY: '7e57'.repeat(16) }, 'bench');
const app = await buildApp({ config, console: 'client', db, outbox: databaseOutbox });
await app.ready();
const token = await createSession(db, 'USBENCH', 'client');
const ask = async () => {
  const t0 = process.hrtime.bigint();
  const res = await app.inject({ url: '/api/dashboard/client', headers: { authorization: `Bearer ${token}` } });
  const ms = Number(process.hrtime.bigint() - t0) / 1e6;
  if (res.statusCode !== 200) throw new Error(`dashboard answered ${res.statusCode}: ${res.body}`);
  return { ms, data: res.json().data };
};
const { data } = await ask();
for (let i = 0; i < 5; i++) await ask();
const times: number[] = [];
for (let i = 0; i < RUNS; i++) times.push((await ask()).ms);
times.sort((a, b) => a - b);
const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(1);
console.log(`Requests ${data.totals.requests}; received this year ${data.totals.receivedYear} INR.`);
console.log(
  `GET /api/dashboard/client over ${RUNS} runs: median ${at(0.5)} ms, p95 ${at(0.95)} ms, worst ${times[times.length - 1].toFixed(1)} ms` +
    ` (budget ${BUDGET_MS} ms: ${Number(at(0.95)) <= BUDGET_MS ? 'met' : 'NOT met'}).`,
);
await app.close();
await db.close();
