// The public calculator's quote: no session needed, the body checked by the calculator's own form, the simulated
// rates answered in the spec's shape, and the calls bounded per address.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '../auth/rate-limit';
import type { Db } from '../db/db';
import { openTestDb, testApp } from '../testing/test-app';

let db: Db;
let app: FastifyInstance;

beforeAll(async () => {
  db = await openTestDb();
  app = (await testApp({ db, console: 'client' })).app;
});
afterAll(async () => {
  await app.close();
  await db.close();
});

const quote = (payload: Record<string, unknown>) => app.inject({ method: 'POST', url: '/api/quote', payload });

describe('quote', () => {
  it('answers the bank payout, the rate and the payout at that rate for USD 1,000', async () => {
    const answer = (await quote({ amount: 1000, sourceCurrency: 'USD', targetCurrency: 'INR' })).json();
    expect(answer.data).toEqual({ exchangeRate: 83.25, payoutAmount: 83250, bankPayoutAmount: 82001.25 });
  });

  it('refuses an amount under 1 and a currency it does not quote', async () => {
    expect((await quote({ amount: 0.5, sourceCurrency: 'USD', targetCurrency: 'INR' })).statusCode).toBe(400);
    expect((await quote({ amount: 10, sourceCurrency: 'XYZ', targetCurrency: 'INR' })).statusCode).toBe(400);
    expect((await quote({ amount: 10, sourceCurrency: 'USD', targetCurrency: 'USD' })).statusCode).toBe(400);
  });

  it('stops an address after its limit of quotes', async () => {
    await db.query(`INSERT INTO auth_attempts (bucket) SELECT 'quote:127.0.0.1' FROM generate_series(1, $1)`, [
      LIMITS.quote.max,
    ]);
    expect((await quote({ amount: 10, sourceCurrency: 'USD', targetCurrency: 'INR' })).statusCode).toBe(429);
  });
});
