// Add Customers' saves: a new payer and an edited row go as the dialog's fields alone, to their own route, and a
// failure says the catalogue's words.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { payerActions } from './payers';

afterEach(() => vi.unstubAllGlobals());

const PAYER = { payerName: 'Geneva Linen SA', email: 'ap@genevalinen.example', country: 'CH', active: true };

/** Records each request's method, path and body, answering with `status`. */
const answering = (status = 200) => {
  const seen: { method: string; path: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request) => {
      seen.push({ method: input.method, path: new URL(input.url).pathname, body: await input.json() });
      const answer = { responseCode: status, message: status === 200 ? 'Customer added successfully' : '', data: {} };
      return new Response(JSON.stringify(answer), { status });
    }),
  );
  return seen;
};

describe('payers.create and payers.update', () => {
  it('sends a new payer to POST /payers and an edited row, without its id, status and times, to its PUT', async () => {
    const seen = answering();
    await payerActions['payers.create'](PAYER);
    const row = { ...PAYER, payerId: 'PYR100101', status: 'Active', createdAt: 'x', updatedAt: 'y' };
    await payerActions['payers.update'](row);
    expect(seen).toEqual([
      { method: 'POST', path: '/api/payers', body: PAYER },
      { method: 'PUT', path: '/api/payers/PYR100101', body: PAYER },
    ]);
  });

  it('says the save failed in the catalogue words when the server gives no message', async () => {
    answering(500);
    await expect(payerActions['payers.create'](PAYER)).rejects.toThrow('Failed to save the customer');
  });
});
