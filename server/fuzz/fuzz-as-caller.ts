// Write routes that admit only a caller the shared write-route fuzz never signs in as (a client's back-office admin),
// fuzzed as that caller: each hostile body is answered in the envelope, never a 5xx, and a refusal changes no row.
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Db } from '../db/db';
import { changesSince, journalMark } from './route-journal';
import { hostileValue, mutated, SERVER_SIZES } from './schema-arbitrary';

/** What one fuzzed set of routes runs against. */
export interface CallerFuzz {
  app: FastifyInstance;
  /** A database with the route journal installed (installJournal). */
  db: Db;
  /** The caller's session token. */
  token: string;
  /** Each route and the shapes its bodies start from (its declared body, its form, a valid body). */
  routes: [string, fc.Arbitrary<unknown>[]][];
  /** The second octet of the callers' addresses, so files stay clear of each other's per-address counts. */
  subnet: number;
  /** A 5xx a route may answer by design (a provider's outage), with its message; none by default. */
  allowed5xx?: { status: number; message: string };
}

const SEED = Number(process.env.FUZZ_SEED ?? 20261127);
const RUNS = Number(process.env.FUZZ_RUNS ?? 60);

/** One test per route: FUZZ_SEED and FUZZ_RUNS replay or widen it. */
export function fuzzAsCaller({ app, db, token, routes, subnet, allowed5xx }: CallerFuzz): void {
  describe.each(routes)('POST %s', (url, shapes) => {
    it('answers hostile bodies with the envelope, never a 5xx, and a refusal changes nothing', async () => {
      const base = fc.oneof(...shapes);
      const bodies = fc.oneof(mutated(base, SERVER_SIZES), hostileValue(SERVER_SIZES), base);
      let n = 0;
      await fc.assert(
        fc.asyncProperty(bodies, async (body) => {
          const mark = await journalMark(db);
          const res = await app.inject({
            method: 'POST',
            url,
            headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
            remoteAddress: `10.${subnet}.${(++n >> 8) & 255}.${n & 255}`,
            payload: JSON.stringify(body) ?? 'null',
          });
          const envelope = res.json() as { responseCode: number; message: unknown };
          expect(envelope.responseCode).toBe(res.statusCode);
          expect(typeof envelope.message).toBe('string');
          if (allowed5xx && res.statusCode === allowed5xx.status) expect(envelope.message).toBe(allowed5xx.message);
          else expect(res.statusCode).toBeLessThan(500);
          if (res.statusCode >= 400) expect(await changesSince(db, mark)).toEqual([]);
        }),
        { seed: SEED, numRuns: RUNS },
      );
    });
  });
}
