// API latency and throughput under load, with 1 and then 2 API processes (server/cluster.ts) on PostgreSQL:
// GET /api/health, a signed-in list and a validated write, each as a ratio to health in the same run.
//   node bench/load.mjs [--duration 10] [--connections 10] [--workers 1,2]
//   node bench/load.mjs --lists --against <commit> [--rounds 2]   the list routes, this tree against a commit's
// DATABASE_URL (default: the local cluster's tradepay_cluster database) gets a private schema, dropped at the end.
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
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
    // The list routes (serialization with declared responses) instead of health, one list and one write.
    lists: { type: 'boolean', default: false },
    // Another commit's server, measured in the same run from a worktree of its own, side by side with this tree.
    against: { type: 'string' },
    // How many times the trees take turns (this tree, then the other), so that drift on the machine falls on both.
    rounds: { type: 'string', default: '1' },
  },
});
const duration = Number(args.duration);
const connections = Number(args.connections);
const warmup = Number(args.warmup);
const workerCounts = args.workers.split(',').map(Number);
const rounds = Number(args.rounds);
const databaseUrl = process.env.DATABASE_URL || 'postgres://postgres:postgres@127.0.0.1:5432/tradepay_cluster';
const schema = `bench_load_${randomBytes(4).toString('hex')}`;

/** Each tree measured: this one, and with --against the commit's worktree (node_modules shared), each in a schema of its own. */
const trees = [{ name: 'this tree', root, schema }];
if (args.against) {
  const commit = execFileSync('git', ['rev-parse', '--short', args.against], { cwd: root }).toString().trim();
  const dir = join(tmpdir(), `bench-before-${commit}`);
  if (!existsSync(dir)) execFileSync('git', ['worktree', 'add', '--detach', dir, commit], { cwd: root });
  if (!existsSync(join(dir, 'node_modules'))) symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'));
  trees.push({ name: commit, root: dir, schema: `${schema}_${commit}` });
}

/** Starts the cluster of a tree with n workers on free ports; resolves with its URLs once every worker serves. */
function startCluster(n, tree = trees[0]) {
  const env = {
    ...process.env,
    DATABASE_URL: databaseUrl,
    DATABASE_SCHEMA: tree.schema,
    CLUSTER_WORKERS: String(n),
    CLIENT_PORT: '0',
    ADMIN_PORT: '0',
    // One log line a request would measure the log pipe as much as the API.
    LOG_LEVEL: 'warn',
  };
  delete env.IDP_SECRET;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/cluster.ts'], {
    cwd: tree.root,
    env,
    detached: true,
  });
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

/** A signed-in GET or POST of a list, with its JSON body. */
const listTarget = (name, url, token, body) => ({
  name,
  options: body
    ? {
        url,
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }
    : { url, headers: { authorization: `Bearer ${token}` } },
});

/** Health, then the lists the seed fills most, as the Admin (every client's rows) and the Client Exporter. */
async function listTargets(urls) {
  const admin = await tokenFor(urls.admin, 'admin@demo.test');
  const exporter = await tokenFor(urls.client, 'exporter@demo.test');
  const year = { startDate: Date.UTC(2000, 0, 1), endDate: Date.UTC(2100, 0, 1) };
  return [
    { name: 'GET /api/health', options: { url: `${urls.client}/api/health` } },
    listTarget('GET /api/masters/currencies', `${urls.client}/api/masters/currencies`, exporter),
    listTarget('GET /api/masters/hs-codes (Admin)', `${urls.admin}/api/masters/hs-codes`, admin),
    listTarget('GET /api/onboarding/clients (Admin)', `${urls.admin}/api/onboarding/clients`, admin),
    listTarget('GET /api/users (Admin)', `${urls.admin}/api/users`, admin),
    listTarget('POST /api/transactions (Admin)', `${urls.admin}/api/transactions`, admin, year),
    listTarget('GET /api/payment-requests', `${urls.client}/api/payment-requests`, exporter),
  ];
}

/** The three endpoints, health first (the baseline of the ratios). */
async function targets(urls) {
  if (args.lists) return listTargets(urls);
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
    for (let round = 1; round <= rounds; round++)
      for (const n of workerCounts)
        for (const tree of trees) {
          console.log(`\n${n} worker${n === 1 ? '' : 's'}, ${tree.name}, round ${round}: starting`);
          const cluster = await startCluster(n, tree);
          try {
            for (const target of await targets(cluster)) {
              if (warmup > 0) await load(target, warmup);
              const result = await load(target, duration);
              console.log(
                `  ${target.name}: ${Math.round(result.rps)} req/s, p50 ${ms(result.p50)} ms, p99 ${ms(result.p99)} ms` +
                  (result.non2xx || result.errors ? `, ${result.non2xx} non-2xx, ${result.errors} errors` : ''),
              );
              if (result.non2xx || result.errors) throw new Error(`${target.name} answered errors under load`);
              results.push({ workers: n, tree: tree.name, round, name: target.name, ...result });
            }
          } finally {
            await cluster.stop();
          }
        }
  } finally {
    for (const tree of trees) await probe.query(`DROP SCHEMA IF EXISTS ${tree.schema} CASCADE`);
    await probe.end();
  }
  if (trees.length > 1 || rounds > 1) return compareReport(results, rows[0].server_version, loadBefore);

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
  writeReport({
    title: `Load, ${date}`,
    command: `node bench/load.mjs --duration ${duration} --connections ${connections} --warmup ${warmup} --workers ${workerCounts.join(',')}`,
    serverVersion: rows[0].server_version,
    how: `${duration} s per endpoint after ${warmup} s of warm-up, loopback; the load generator, PostgreSQL and the workers share the machine`,
    loadBefore,
    table,
    name: `load-${date}`,
  });
}

/** Writes a report under bench/results (its title, command, machine and load, then the table) and prints the table. */
function writeReport({ title, command, serverVersion, how, loadBefore, table, name }) {
  const cpu = cpus();
  const report = [
    `# ${title}`,
    '',
    `\`${command}\``,
    '',
    `${cpu.length} CPUs (${cpu[0]?.model.trim()}), Node ${process.version}, PostgreSQL ${serverVersion}; ` +
      `autocannon ${connections} connections, ${how}; ` +
      `1-minute load average ${loadBefore.toFixed(2)} before, ${loadavg()[0].toFixed(2)} after.`,
    '',
    ...table,
    '',
  ].join('\n');
  mkdirSync(new URL('results', import.meta.url), { recursive: true });
  const file = new URL(`results/${name}.md`, import.meta.url);
  writeFileSync(file, report);
  console.log(`\n${table.join('\n')}\n\nWritten to ${fileURLToPath(file)}`);
}

/** Medians over the rounds, this tree against the other: req/s and p50, and their ratios (above 1: this tree faster). */
function compareReport(results, serverVersion, loadBefore) {
  const median = (values) => {
    const sorted = [...values].sort((a, b) => a - b);
    const middle = Math.floor(sorted.length / 2);
    return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
  };
  const of = (n, tree, name, field) =>
    median(results.filter((r) => r.workers === n && r.tree === tree && r.name === name).map((r) => r[field]));
  const [ours, theirs] = [trees[0].name, trees.at(-1).name];
  const names = [...new Set(results.map((r) => r.name))];
  const table = [
    `| workers | endpoint | req/s ${ours} | req/s ${theirs} | req/s ratio | p50 ms ${ours} | p50 ms ${theirs} | p50 ratio (${theirs} ÷ ${ours}) |`,
    '| ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...workerCounts.flatMap((n) =>
      names.map((name) => {
        const [a, b] = [of(n, ours, name, 'rps'), of(n, theirs, name, 'rps')];
        const [pa, pb] = [of(n, ours, name, 'p50'), of(n, theirs, name, 'p50')];
        return `| ${n} | ${name} | ${Math.round(a)} | ${Math.round(b)} | ${ratio(a, b)} | ${ms(pa)} | ${ms(pb)} | ${ratio(pb, pa)} |`;
      }),
    ),
  ];
  const date = new Date().toISOString().slice(0, 10);
  writeReport({
    title: `Load, ${ours} against ${theirs}, ${date}`,
    command: `node bench/load.mjs ${process.argv.slice(2).join(' ')}`,
    serverVersion,
    how: `${duration} s per endpoint after ${warmup} s of warm-up, loopback, ${rounds} round${rounds === 1 ? '' : 's'} (medians)`,
    loadBefore,
    table,
    name: `load-against-${theirs}-${date}`,
  });
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
