// API latency and throughput under load, with 1 and then 2 API processes (server/cluster.ts) on PostgreSQL:
// GET /api/health, a signed-in list and a validated write, each as a ratio to health in the same run.
//   node bench/load.mjs [--duration 10] [--connections 10] [--workers 1,2]
// DATABASE_URL (default: the local cluster's tradepay_cluster database) gets a private schema, dropped at the end.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';

const root = fileURLToPath(new URL('..', import.meta.url));
const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '2' },
    workers: { type: 'string', default: '1,2' },
  },
});
const duration = Number(args.duration);
const connections = Number(args.connections);
const warmup = Number(args.warmup);
const workerCounts = args.workers.split(',').map(Number);
const databaseUrl = process.env.DATABASE_URL || 'postgres://postgres:postgres@127.0.0.1:5432/tradepay_cluster';
const schema = `bench_load_${randomBytes(4).toString('hex')}`;

/** Starts the cluster with n workers on free ports; resolves with its URLs once every worker serves. */
function startCluster(n) {
  const env = {
    ...process.env,
    DATABASE_URL: databaseUrl,
    DATABASE_SCHEMA: schema,
    CLUSTER_WORKERS: String(n),
    CLIENT_PORT: '0',
    ADMIN_PORT: '0',
    // One log line a request would measure the log pipe as much as the API.
    LOG_LEVEL: 'warn',
  };
  delete env.IDP_SECRET;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/cluster.ts'], { cwd: root, env, detached: true });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.on('exit', (code) => resolve(code)));
  const stop = async () => {
    if (child.exitCode !== null) return;
    process.kill(-child.pid, 'SIGTERM');
    const late = setTimeout(() => process.kill(-child.pid, 'SIGKILL'), 15_000);
    await exited;
    clearTimeout(late);
  };
  running.add(stop);
  return new Promise((resolve, reject) => {
    const end = Date.now() + 60_000;
    const poll = setInterval(() => {
      if (output.includes('admin@demo.test')) {
        clearInterval(poll);
        resolve({
          client: /Client console:\s+(http:\S+)/.exec(output)[1],
          admin: /Admin console:\s+(http:\S+)/.exec(output)[1],
          stop: async () => {
            running.delete(stop);
            await stop();
          },
        });
      } else if (child.exitCode !== null || Date.now() > end) {
        clearInterval(poll);
        void stop();
        reject(new Error(`the cluster did not start:\n${output}`));
      }
    }, 100);
  });
}
const running = new Set();

/** A session token through the development identity provider (no password to encrypt). */
async function tokenFor(base, email) {
  const identity = await (await fetch(`${base}/api/dev/identity?email=${encodeURIComponent(email)}`)).json();
  const res = await fetch(`${base}/api/auth/token-sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ loginKey: 'google', loginValue: email, token: identity.data.token }),
  });
  const body = await res.json();
  if (res.status !== 200) throw new Error(`sign-in of ${email} failed: ${res.status} ${body.message}`);
  return body.data.token;
}

/** Nearest-rank percentile of sorted values. */
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** Loads one endpoint for `seconds`; latencies are kept to the microsecond (autocannon's histogram keeps whole ms). */
function load(target, seconds) {
  const times = [];
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      { ...target.options, connections, pipelining: 1, duration: seconds, timeout: 10 },
      (error, result) => {
        if (error) return reject(error);
        times.sort((a, b) => a - b);
        resolve({
          requests: result.requests.total,
          non2xx: result.non2xx,
          errors: result.errors,
          rps: result.requests.total / seconds,
          p50: percentile(times, 50),
          p99: percentile(times, 99),
        });
      },
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode < 300) times.push(responseTime);
    });
  });
}

/** The three endpoints, health first (the baseline of the ratios). */
async function targets(urls) {
  const list = await tokenFor(urls.client, 'exporter@demo.test');
  const write = await tokenFor(urls.admin, 'admin@demo.test');
  let flip = 0;
  return [
    { name: 'GET /api/health', options: { url: `${urls.client}/api/health` } },
    {
      name: 'GET /api/masters/currencies (signed in)',
      options: { url: `${urls.client}/api/masters/currencies`, headers: { authorization: `Bearer ${list}` } },
    },
    {
      name: 'PUT /api/masters/currencies/US/status (Admin, validated)',
      options: {
        url: urls.admin,
        requests: [
          {
            method: 'PUT',
            path: '/api/masters/currencies/US/status',
            headers: { authorization: `Bearer ${write}`, 'content-type': 'application/json' },
            setupRequest: (request) => ({
              ...request,
              body: JSON.stringify({ status: flip++ % 2 ? 'active' : 'inactive' }),
            }),
          },
        ],
      },
    },
  ];
}

const ms = (x) => x.toFixed(2);
const ratio = (a, b) => (a / b).toFixed(2);

async function main() {
  const probe = new pg.Client({ connectionString: databaseUrl });
  try {
    await probe.connect();
  } catch (error) {
    console.error(`No PostgreSQL at ${databaseUrl.replace(/\/\/[^@]*@/, '//')}: ${error.message}`);
    console.error('Set DATABASE_URL, or start the local cluster (bench/README.md, "Several processes").');
    process.exit(1);
  }
  const { rows } = await probe.query('SHOW server_version');
  // Other work on the machine shifts every figure; the load average before and after says whether there was any.
  const loadBefore = loadavg()[0];
  const results = [];
  try {
    for (const n of workerCounts) {
      console.log(`\n${n} worker${n === 1 ? '' : 's'}: starting`);
      const cluster = await startCluster(n);
      try {
        for (const target of await targets(cluster)) {
          if (warmup > 0) await load(target, warmup);
          const result = await load(target, duration);
          console.log(
            `  ${target.name}: ${Math.round(result.rps)} req/s, p50 ${ms(result.p50)} ms, p99 ${ms(result.p99)} ms` +
              (result.non2xx || result.errors ? `, ${result.non2xx} non-2xx, ${result.errors} errors` : ''),
          );
          if (result.non2xx || result.errors) throw new Error(`${target.name} answered errors under load`);
          results.push({ workers: n, name: target.name, ...result });
        }
      } finally {
        await cluster.stop();
      }
    }
  } finally {
    await probe.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await probe.end();
  }

  const health = (n) => results.find((r) => r.workers === n && r.name === 'GET /api/health');
  const single = (r) => results.find((x) => x.workers === workerCounts[0] && x.name === r.name);
  const date = new Date().toISOString().slice(0, 10);
  const table = [
    `| workers | endpoint | req/s | p50 ms | p99 ms | req/s ÷ health | p50 ÷ health | p99 ÷ health | req/s ÷ ${workerCounts[0]} worker |`,
    '| ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...results.map((r) => {
      const h = health(r.workers);
      return (
        `| ${r.workers} | ${r.name} | ${Math.round(r.rps)} | ${ms(r.p50)} | ${ms(r.p99)} | ` +
        `${ratio(r.rps, h.rps)} | ${ratio(r.p50, h.p50)} | ${ratio(r.p99, h.p99)} | ${ratio(r.rps, single(r).rps)} |`
      );
    }),
  ];
  const cpu = cpus();
  const report = [
    `# Load, ${date}`,
    '',
    `\`node bench/load.mjs --duration ${duration} --connections ${connections} --warmup ${warmup} --workers ${workerCounts.join(',')}\``,
    '',
    `${cpu.length} CPUs (${cpu[0]?.model.trim()}), Node ${process.version}, PostgreSQL ${rows[0].server_version}; ` +
      `autocannon ${connections} connections, ${duration} s per endpoint after ${warmup} s of warm-up, loopback; ` +
      'the load generator, PostgreSQL and the workers share the machine; ' +
      `1-minute load average ${loadBefore.toFixed(2)} before, ${loadavg()[0].toFixed(2)} after.`,
    '',
    ...table,
    '',
  ].join('\n');
  mkdirSync(new URL('results', import.meta.url), { recursive: true });
  const file = new URL(`results/load-${date}.md`, import.meta.url);
  writeFileSync(file, report);
  console.log(`\n${table.join('\n')}\n\nWritten to ${fileURLToPath(file)}`);
}

for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, async () => {
    await Promise.allSettled([...running].map((stop) => stop()));
    process.exit(1);
  });

main().catch(async (error) => {
  console.error(error);
  await Promise.allSettled([...running].map((stop) => stop()));
  process.exit(1);
});
