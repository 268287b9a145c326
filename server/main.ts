// Starts the product: opens, migrates and seeds the database, then serves both consoles until a signal stops it.
// Several processes on one PostgreSQL: cluster.ts.
import { readFileSync } from 'node:fs';
import { loadConfig } from './config';
import { openDb } from './db/open';
import { closeServing, prepareDatabase, printBanner, serveConsoles, type Serving } from './serve';

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };

async function main() {
  let config;
  try {
    config = loadConfig(process.env, pkg.version);
  } catch (error) {
    console.error(`Server not started: ${(error as Error).message}`);
    process.exit(1);
  }
  let db;
  try {
    db = await openDb(config);
  } catch (error) {
    console.error(`Server not started: ${(error as Error).message}`);
    process.exit(1);
  }
  try {
    await prepareDatabase(db);
  } catch (error) {
    console.error(`Server not started: the database could not be prepared: ${(error as Error).message}`);
    await db.close();
    process.exit(1);
  }

  let serving: Serving;
  try {
    serving = await serveConsoles(config, db);
  } catch (error) {
    console.error(`Server not started: ${(error as Error).message}`);
    await db.close();
    process.exit(1);
  }

  // Listen for signals before announcing the URLs, so a stop sent as soon as they appear is always clean.
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal} received: finishing requests in flight, then closing the database.`);
    await closeServing(serving, db);
    console.log('Stopped cleanly.');
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  printBanner(serving.urls, config);
}

void main();
