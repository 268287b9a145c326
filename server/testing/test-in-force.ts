// The publishing tests' apps (issue 34): both consoles of one process sharing one set of declarations in force, as
// serve.ts builds them, the analyst's token, the lab's calls, and a served module imported as a browser would.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Db } from '../db/db';
import { openDeclarationsInForce, type DeclarationsInForce } from '../schema-lab/in-force';
import { bearer, openTestDb, testApp, tokenFor } from './test-app';
import { businessData, call, documentOf, freshClient } from './test-onboarding';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a served module's exports are any declaration
type Module = Record<string, any>;
type Data = Record<string, unknown>;

/** A client in onboarding, with the GST and IEC files its business step needs. */
export interface Onboarding {
  token: string;
  files: Data;
}

/** The body of the business step as the browser sends it: the two parts under their request names. */
export const businessBody = (overrides: Data = {}) => {
  const { businessType, businessLegalName, ...rest } = businessData(overrides);
  return { basicInformation: { businessType, businessLegalName }, businessInformation: rest };
};

/** The apps of one process on a fresh database, and what the tests ask of them. */
export interface InForceApps {
  db: Db;
  declarations: DeclarationsInForce;
  client: FastifyInstance;
  admin: FastifyInstance;
  /** The seeded analyst's token in the admin console. */
  analyst: string;
  /** POSTs to `/api/schema-lab/<url>` as the analyst. */
  lab: (url: string, payload: object) => Promise<LightMyRequestResponse>;
  /** GETs a served module from the client console and imports it from a file of its own, as one ES module. */
  importServed: (url: string) => Promise<Module>;
  /** A new client in onboarding with its GST and IEC files. */
  clientInOnboarding: () => Promise<Onboarding>;
  /** The client saves the business step through POST /api/onboarding/business. */
  saveBusiness: (who: Onboarding, overrides?: Data) => Promise<LightMyRequestResponse>;
  close: () => Promise<void>;
}

/** Opens the apps; the check's time limit is long, as a busy machine may take seconds over a first check. */
export async function openInForceApps(): Promise<InForceApps> {
  const db = await openTestDb();
  const folder = mkdtempSync(join(tmpdir(), 'in-force-'));
  const declarations = await openDeclarationsInForce(db, { pollMs: 60_000 });
  const env = { SCHEMA_LAB_TIMEOUT_MS: '20000' };
  const client = (await testApp({ db, console: 'client', declarations, env })).app;
  const admin = (await testApp({ db, console: 'admin', declarations, env })).app;
  const analyst = await tokenFor(db, 'analyst@demo.test', 'admin');
  return {
    db,
    declarations,
    client,
    admin,
    analyst,
    lab: (url, payload) =>
      admin.inject({ method: 'POST', url: `/api/schema-lab/${url}`, headers: bearer(analyst), payload }),
    async importServed(url) {
      const res = await client.inject(url);
      if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}`);
      const file = join(folder, `${url.split('/').pop()!.replace(/\.js$/, '')}.mjs`);
      writeFileSync(file, res.body);
      return import(pathToFileURL(file).href);
    },
    async clientInOnboarding() {
      const fresh = await freshClient(db);
      const gstFile = await documentOf(db, fresh.clientId, 'GSTIN', 'gst.pdf');
      const iecFile = await documentOf(db, fresh.clientId, 'IEC', 'iec.pdf');
      return { token: fresh.token, files: { gstFile, iecFile } };
    },
    saveBusiness: (who, overrides = {}) =>
      call(client, who.token, 'POST', '/api/onboarding/business', businessBody({ ...who.files, ...overrides })),
    async close() {
      await client.close();
      await admin.close();
      declarations.close();
      await db.close();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
