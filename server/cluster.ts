// Several API processes on one PostgreSQL (`npm run start:cluster`): the primary migrates and seeds once, then
// CLUSTER_WORKERS workers (node:cluster) serve both consoles, each console's port shared round-robin among them.
// Run it, never import it: loading this file starts a primary or a worker.
import cluster, { type Worker } from 'node:cluster';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { loadConfig, type ConsoleKind, type ServerConfig } from './config';
import { openDb } from './db/open';
import { closeServing, prepareDatabase, printBanner, serveConsoles, type Serving } from './serve';

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };

/** Why the cluster refuses PGlite (scripts/start-cluster.mjs says the same before building). */
const NEEDS_POSTGRES =
  'several processes need PostgreSQL: set DATABASE_URL=postgres://user:pass@host/db (PGlite, the default, is one process)';

/** What a worker tells the primary once both consoles listen. */
interface Listening {
  type: 'listening';
  urls: Record<ConsoleKind, string>;
}

/** CLUSTER_WORKERS: how many API processes (default 2). */
function workerCount(value: string | undefined): number {
  if (value === undefined || value === '') return 2;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > 64) throw new Error(`Invalid CLUSTER_WORKERS: ${value} (1 to 64)`);
  return n;
}

function fail(message: string): never {
  console.error(`Cluster not started: ${message}`);
  process.exit(1);
}

async function primary() {
  let config: ServerConfig;
  let count: number;
  try {
    config = loadConfig(process.env, pkg.version);
    count = workerCount(process.env.CLUSTER_WORKERS);
  } catch (error) {
    fail((error as Error).message);
  }
  if (!config.databaseUrl) fail(NEEDS_POSTGRES);
  // Every worker must accept the tokens of the development identity provider that any other worker issued.
  process.env.IDP_SECRET ||= randomBytes(32).toString('hex');

  // Migrations and the seed run here once, before any worker starts (prepareDatabase's lock would also keep them apart).
  try {
    const db = await openDb(config);
    try {
      await prepareDatabase(db);
    } finally {
      await db.close();
    }
  } catch (error) {
    fail(`the database could not be prepared: ${(error as Error).message}`);
  }

  // Round-robin in the primary is Node's default except on Windows; say it, so connections spread the same everywhere.
  cluster.schedulingPolicy = cluster.SCHED_RR;
  const numbers = new Map<Worker, number>();
  const startedAt = new Map<number, number>();
  const listening = new Map<number, Listening['urls']>();
  let announced = false;
  let stopping = false;
  let exitCode = 0;

  const fork = (n: number) => {
    const worker = cluster.fork({ WORKER_NUMBER: String(n) });
    numbers.set(worker, n);
    startedAt.set(n, Date.now());
    worker.on('message', (message: Listening) => {
      if (message?.type !== 'listening') return;
      listening.set(n, message.urls);
      if (announced) console.log(`worker-${n} is serving again.`);
      if (!announced && listening.size === count) {
        announced = true;
        const names = [...listening.keys()]
          .sort((x, y) => x - y)
          .map((k) => `worker-${k}`)
          .join(', ');
        printBanner(message.urls, config, `Processes: ${count} workers (${names}), round-robin on each console's port`);
      }
    });
  };

  const stop = (reason: string, code = 0) => {
    if (stopping) return;
    stopping = true;
    exitCode = code;
    console.log(`${reason}: the workers finish requests in flight, then close the database.`);
    if (numbers.size === 0) process.exit(code);
    for (const worker of numbers.keys()) if (!worker.isDead()) worker.process.kill('SIGTERM');
    // A request cannot outlive REQUEST_TIMEOUT_MS; a worker still alive well after that is stuck.
    setTimeout(() => {
      for (const worker of numbers.keys()) if (!worker.isDead()) worker.process.kill('SIGKILL');
    }, config.requestTimeout + 5_000).unref();
  };

  cluster.on('exit', (worker, code, signal) => {
    const n = numbers.get(worker)!;
    numbers.delete(worker);
    if (stopping) {
      if (numbers.size === 0) {
        console.log(exitCode === 0 ? 'Stopped cleanly.' : 'Stopped.');
        process.exit(exitCode);
      }
      return;
    }
    const how = signal ? `signal ${signal}` : `code ${code}`;
    if (!announced) {
      console.error(`Cluster not started: worker-${n} exited with ${how} before it was serving.`);
      stop('Stopping the other workers', 1);
      return;
    }
    // At most one start of a worker every 10 s, so a worker that cannot run does not spin.
    const wait = Math.max(0, startedAt.get(n)! + 10_000 - Date.now());
    console.error(`worker-${n} exited with ${how}; starting another worker-${n} in ${Math.ceil(wait / 1000)} s.`);
    listening.delete(n);
    setTimeout(() => {
      if (!stopping) fork(n);
    }, wait);
  });

  process.on('SIGINT', () => stop('SIGINT received'));
  process.on('SIGTERM', () => stop('SIGTERM received'));
  for (let n = 1; n <= count; n++) fork(n);
}

async function worker() {
  const name = `worker-${process.env.WORKER_NUMBER ?? cluster.worker?.id}`;
  const config = loadConfig(process.env, pkg.version);
  let db;
  try {
    db = await openDb(config);
  } catch (error) {
    console.error(`${name} not started: ${(error as Error).message}`);
    process.exit(1);
  }
  let serving: Serving;
  try {
    serving = await serveConsoles(config, db, name);
  } catch (error) {
    console.error(`${name} not started: ${(error as Error).message}`);
    await db.close();
    process.exit(1);
  }

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await closeServing(serving, db);
    process.exit(0);
  };
  // Ctrl-C reaches every process of the group, the primary's SIGTERM follows: either one stops the worker once.
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
  // The primary is gone (killed outright): nobody hands out connections any more, so stop rather than linger.
  process.on('disconnect', () => void stop());
  process.send!({ type: 'listening', urls: serving.urls } satisfies Listening);
}

void (cluster.isPrimary ? primary() : worker());
