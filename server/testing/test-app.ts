// Builds an app on a fresh database for server tests: in-memory PGlite, or a private schema on DATABASE_URL.
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { databaseOutbox } from '../adapters/outbox';
import { buildApp } from '../app';
import { loadConfig, type ConsoleKind, type ServerConfig } from '../config';
import type { Db } from '../db/db';
import { migrate } from '../db/migrate';
import { openPglite } from '../db/pglite';
import { openPostgres } from '../db/postgres';
import { seed } from '../seed/seed';
import { createSession } from '../auth/sessions';
import type { DeclarationsInForce } from '../schema-lab/in-force';

/**
 * A migrated, seeded database private to one test file: in PGlite a copy of the run's template (test-template.ts), on
 * PostgreSQL a schema of its own that goes when it is closed.
 */
export async function openTestDb(): Promise<Db> {
  const url = process.env.DATABASE_URL;
  if (!url) return openPglite(null, new Blob([await readFile(inject('pgliteTemplate'))]));
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const db = await openPostgres(url, schema);
  await migrate(db);
  await seed(db);
  return {
    ...db,
    close: async () => {
      await db.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
      await db.close();
    },
  };
}

/** The e-BRC file key of test apps (EBRC_FILE_KEY, 32 bytes in hex). */
export const TEST_EBRC_FILE_KEY = '7e57'.repeat(16);

/** Options for one test app. */
export interface TestAppOptions {
  console?: ConsoleKind;
  db?: Db;
  env?: NodeJS.ProcessEnv;
  /** The declarations in force, shared with another test app as both consoles of one process share them. */
  declarations?: DeclarationsInForce;
  /** Adds test-only routes before the app is ready. */
  extend?: (app: FastifyInstance) => void;
}

/** Builds a console's app for inject(); close it with app.close() and the db with db.close(). */
export async function testApp(
  options: TestAppOptions = {},
): Promise<{ app: FastifyInstance; db: Db; config: ServerConfig }> {
  const db = options.db ?? (await openTestDb());
  // Production refuses to start without OTP_SECRET and EBRC_FILE_KEY: a test app in production mode has both unless
  // its env says otherwise.
  const config = loadConfig(
    { NODE_ENV: 'test', OTP_SECRET: 'a test key', EBRC_FILE_KEY: TEST_EBRC_FILE_KEY, ...options.env },
    '9.9.9',
  );
  const app = await buildApp({
    config,
    console: options.console ?? 'client',
    db,
    outbox: databaseOutbox,
    declarations: options.declarations,
  });
  options.extend?.(app);
  await app.ready();
  return { app, db, config };
}

/** A session token for a seeded user, as sign-in would issue it. */
export async function tokenFor(db: Db, email: string, console: ConsoleKind): Promise<string> {
  const { rows } = await db.query<{ user_id: string }>('SELECT user_id FROM users WHERE email = $1', [email]);
  if (!rows[0]) throw new Error(`no seeded user ${email}`);
  return createSession(db, rows[0].user_id, console);
}

/** Headers of a signed-in request. */
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
