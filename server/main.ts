// Starts the product: opens, migrates and seeds the database, then serves both consoles until a signal stops it.
import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { simulatedOutbox } from './adapters/outbox';
import { buildApp } from './app';
import { loadConfig, type ConsoleKind } from './config';
import { migrate } from './db/migrate';
import { openDb } from './db/open';
import { demoUsers, seed } from './db/seed';
import { loggerOptions } from './plugins/log-redaction';

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };

async function main() {
  const config = loadConfig(process.env, pkg.version);
  let db;
  try {
    db = await openDb(config);
  } catch (error) {
    console.error(`Server not started: ${(error as Error).message}`);
    process.exit(1);
  }
  try {
    const applied = await migrate(db);
    if (applied.length) console.log(`Database migrated: ${applied.join(', ')}`);
    if (await seed(db)) console.log('Demo data seeded.');
  } catch (error) {
    console.error(`Server not started: the database could not be prepared: ${(error as Error).message}`);
    await db.close();
    process.exit(1);
  }

  const outbox = simulatedOutbox((line) => console.log(line));
  const logger = loggerOptions(process.env.LOG_LEVEL ?? 'info');
  const apps: FastifyInstance[] = [];
  const ports: Record<ConsoleKind, number> = { client: config.clientPort, admin: config.adminPort };
  const urls: Record<string, string> = {};
  try {
    for (const kind of ['client', 'admin'] as const) {
      const app = await buildApp({ config, console: kind, db, outbox, serveApp: true, logger });
      apps.push(app);
      const address = await app.listen({ port: ports[kind], host: config.host });
      urls[kind] = address.replace('localhost', config.host);
    }
  } catch (error) {
    console.error(`Server not started: ${(error as Error).message}`);
    await Promise.allSettled(apps.map((app) => app.close()));
    await db.close();
    process.exit(1);
  }

  // Listen for signals before announcing the URLs, so a stop sent as soon as they appear is always clean.
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal} received: finishing requests in flight, then closing the database.`);
    await Promise.allSettled(apps.map((app) => app.close()));
    await db.close();
    console.log('Stopped cleanly.');
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  console.log(`\nClient console: ${urls.client}\nAdmin console:  ${urls.admin}\n`);
  console.log(`Database: ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`}`);
  console.log('Demo sign-ins (password or OTP; OTP codes appear here and at /api/dev/outbox):');
  for (const user of demoUsers()) {
    console.log(
      `  ${user.role.padEnd(25)} ${user.console.padEnd(7)} ${user.email.padEnd(22)} ${user.mobile}  ${user.password}`,
    );
  }
}

void main();
