// Chooses the database from the configuration: PostgreSQL when DATABASE_URL is set, PGlite otherwise.
import type { ServerConfig } from '../config';
import type { Db } from './db';
import { openPglite } from './pglite';
import { openPostgres } from './postgres';

/** Opens the configured database; it is not yet migrated. */
export function openDb(config: Pick<ServerConfig, 'databaseUrl' | 'databaseSchema' | 'dataDir'>): Promise<Db> {
  return config.databaseUrl ? openPostgres(config.databaseUrl, config.databaseSchema) : openPglite(config.dataDir);
}
