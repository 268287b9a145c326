// Issue 34's publish to served on every process: two server processes (server/main.ts) on one PostgreSQL database of
// the bench's own; the analyst publishes a title change to the business step through one, then rolls it back, in
// turns, and each time the ms from the publish's answer until each process names the new module and serves it.
//   node --import tsx bench/publish-served.ts [--rounds 20] [--poll-ms 1000] [--probe-ms 10] [--json <file>]
// BENCH_DATABASE_URL (default postgres://postgres:postgres@127.0.0.1:5432/postgres) is where the database
// tradepay_bench_publish_<hex> is created; it is dropped at the end, as the servers are stopped, whatever happens.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { medianInterval } from './median-interval';
import { summary } from './stats.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const { values: args } = parseArgs({
  options: {
    // One round is one change: publishes and rollbacks take turns, a publish first.
    rounds: { type: 'string', default: '20' },
    // DECLARATIONS_POLL_MS of both servers: the product's default.
    'poll-ms': { type: 'string', default: '1000' },
    // How often the bench asks each process what it serves while it waits.
    'probe-ms': { type: 'string', default: '10' },
    json: { type: 'string' },
  },
});
const rounds = Number(args.rounds);
const pollMs = Number(args['poll-ms']);
const probeMs = Number(args['probe-ms']);
const serverUrl = new URL(process.env.BENCH_DATABASE_URL ?? 'postgres://postgres:postgres@127.0.0.1:5432/postgres');
const database = `tradepay_bench_publish_${randomBytes(4).toString('hex')}`;
const FORM = 'form:onboarding.business';
/** A change waits this long for both processes; longer is a failure of the product, not a slow figure. */
const GIVE_UP_MS = 30_000;

/** One server process: its two consoles' addresses, and how to stop it. */
interface Server {
  name: string;
  client: string;
  admin: string;
  stop: () => Promise<void>;
}
const running = new Set<() => Promise<void>>();

/** Runs `sql` on the PostgreSQL server's maintenance database (CREATE and DROP DATABASE cannot run in the bench's). */
async function onServer(sql: string) {
  const client = new pg.Client({ connectionString: serverUrl.href });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Starts server/main.ts on the bench's database, on free loopback ports; resolves once it prints its addresses. */
function startServer(name: string, databaseUrl: string, idpSecret: string): Promise<Server> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: databaseUrl,
    HOST: '127.0.0.1',
    CLIENT_PORT: '0',
    ADMIN_PORT: '0',
    LOG_LEVEL: 'warn',
    DECLARATIONS_POLL_MS: String(pollMs),
    // The publish's check is not what is measured: on a busy machine its default 5 s limit refuses it (422).
    SCHEMA_LAB_TIMEOUT_MS: '60000',
    IDP_SECRET: idpSecret,
  };
  delete env.DATABASE_SCHEMA;
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { cwd: root, env });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const stop = async () => {
    running.delete(stop);
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const late = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(late);
  };
  running.add(stop);
  return new Promise((resolve, reject) => {
    const end = Date.now() + 120_000;
    const poll = setInterval(() => {
      const match = /Client console:\s+(http:\S+)[\s\S]*?Admin console:\s+(http:\S+)/.exec(output);
      if (match) {
        clearInterval(poll);
        resolve({ name, client: match[1]!, admin: match[2]!, stop });
      } else if (child.exitCode !== null || Date.now() > end) {
        clearInterval(poll);
        void stop();
        reject(new Error(`${name} did not start:\n${output}`));
      }
    }, 100);
  });
}

/** The analyst's session through the development identity provider (the admin console's sign-in, no password). */
async function signIn(admin: string, email: string): Promise<string> {
  const identity = await (await fetch(`${admin}/api/dev/identity?email=${encodeURIComponent(email)}`)).json();
  const res = await fetch(`${admin}/api/auth/token-sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ loginKey: 'google', loginValue: email, token: identity.data.token }),
  });
  const body = await res.json();
  if (res.status !== 200) throw new Error(`sign-in of ${email} failed: ${res.status} ${body.message}`);
  return body.data.token;
}

/** A Schema Lab call as the analyst; fails on anything but 200. */
async function lab(admin: string, token: string, path: string, payload?: object) {
  const res = await fetch(`${admin}/api/schema-lab/${path}`, {
    method: payload ? 'POST' : 'GET',
    headers: { authorization: `Bearer ${token}`, ...(payload ? { 'content-type': 'application/json' } : {}) },
    body: payload && JSON.stringify(payload),
  });
  const body = await res.json();
  if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${body.message}`);
  return body.data;
}

const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));

/**
 * Ms from `since` until the process names version `version` of the business step in force (its
 * /api/declarations-in-force answer, whose x-declarations-in-force stamp agrees) and GET of that module answers 200.
 */
async function servedAfter(server: Server, version: number, since: number): Promise<number> {
  const wanted = new RegExp(`^/published/form/onboarding\\.business\\.${version}\\.[0-9a-f]{12}\\.js$`);
  for (;;) {
    const res = await fetch(`${server.client}/api/declarations-in-force`);
    const { data } = await res.json();
    const url: string | undefined = data.modules[FORM];
    if (url && wanted.test(url) && res.headers.get('x-declarations-in-force') === data.stamp) {
      const module = await fetch(`${server.client}${url}`);
      await module.arrayBuffer();
      if (module.status === 200) return performance.now() - since;
    }
    if (performance.now() - since > GIVE_UP_MS)
      throw new Error(`${server.name} did not serve version ${version} within ${GIVE_UP_MS} ms`);
    await pause(probeMs);
  }
}

/** A row of figures in ms: median, its 95 % interval, p95, min, max. */
function row(label: string, times: number[]) {
  const { median, p95, min, max, count } = summary(times);
  const interval = medianInterval(times);
  const span = interval ? `${interval.low.toFixed(0)}-${interval.high.toFixed(0)}` : 'n/a';
  return `| ${label} | ${count} | ${median?.toFixed(0)} | ${span} | ${p95?.toFixed(0)} | ${min?.toFixed(0)} | ${max?.toFixed(0)} |`;
}

async function main() {
  const loadBefore = loadavg()[0]!.toFixed(1);
  await onServer(`CREATE DATABASE ${database}`);
  const databaseUrl = new URL(serverUrl.href);
  databaseUrl.pathname = `/${database}`;
  const idpSecret = randomBytes(32).toString('hex');
  // One after the other: the first migrates and seeds, the second finds nothing to do.
  const publisher = await startServer('publishing process', databaseUrl.href, idpSecret);
  const other = await startServer('other process', databaseUrl.href, idpSecret);
  const token = await signIn(publisher.admin, 'analyst@demo.test');
  const [versionZero] = await lab(publisher.admin, token, 'versions?kind=form&id=onboarding.business');
  const changed = { ...versionZero.document, title: 'Business Details (published)' };
  const times = { publish: [] as number[], publisher: [] as number[], other: [] as number[] };
  for (let round = 0; round < rounds; round++) {
    const started = performance.now();
    const { version } =
      round % 2 === 0
        ? await lab(publisher.admin, token, 'publish', { kind: 'form', declaration: changed, comment: 'Bench' })
        : await lab(publisher.admin, token, 'rollback', { kind: 'form', id: 'onboarding.business', version: 0 });
    const answered = performance.now();
    const [mine, theirs] = await Promise.all([
      servedAfter(publisher, version, answered),
      servedAfter(other, version, answered),
    ]);
    times.publish.push(answered - started);
    times.publisher.push(mine);
    times.other.push(theirs);
    console.log(
      `round ${round + 1}: version ${version} answered in ${(answered - started).toFixed(0)} ms, served by the ` +
        `publishing process after ${mine.toFixed(0)} ms, by the other after ${theirs.toFixed(0)} ms`,
    );
  }
  const table = [
    '| ms | changes | median | 95 % interval of the median | p95 | min | max |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
    row('publish or rollback answered (request to answer)', times.publish),
    row('answer to served: the publishing process', times.publisher),
    row('answer to served: the other process', times.other),
  ];
  console.log(
    `\n${rounds} changes (publish and rollback in turns), DECLARATIONS_POLL_MS ${pollMs}, probed every ${probeMs} ms; ` +
      `load average ${loadBefore} before, ${loadavg()[0]!.toFixed(1)} after\n\n${table.join('\n')}`,
  );
  if (args.json) writeFileSync(args.json, JSON.stringify({ rounds, pollMs, probeMs, loadBefore, times }, null, 2));
}

/** Stops both servers, then drops the bench's database. */
async function cleanUp() {
  await Promise.allSettled([...running].map((stop) => stop()));
  await onServer(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
}

for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    void cleanUp().finally(() => process.exit(1));
  });

try {
  await main();
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await cleanUp();
}
