// The Reversals actions (spec 3 sections 7 and 8): the list asks from early 2024 with a null client id; a list, detail
// or customers call that gets no answer says the spec's words; any other refusal keeps the server's message.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REVERSALS_FROM, reversalActions } from './reversals';

afterEach(() => vi.unstubAllGlobals());

/** Answers every call with `body`; gives the JSON bodies sent, read as each call arrives (ky hands fetch a Request). */
const answering = (status: number, body: unknown) => {
  const sent: Record<string, unknown>[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request | string, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(input, init);
      const text = await request.text();
      if (text) sent.push(JSON.parse(text) as Record<string, unknown>);
      return new Response(JSON.stringify(body), { status });
    }),
  );
  return sent;
};
const unreachable = () =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    }),
  );

describe('reversal actions', () => {
  it('asks for the list from the fixed epoch until now with a null client id', async () => {
    const sent = answering(200, { responseCode: 200, message: 'Success', data: [] });
    await reversalActions['reversals.list']();
    expect(sent[0]).toMatchObject({ startDate: REVERSALS_FROM, clientId: null });
    expect(REVERSALS_FROM).toBe(Date.UTC(2024, 0, 1));
  });

  it.each([
    ['reversals.list', 'Something went wrong while fetching reversal transactions'],
    ['reversals.details', 'Something went wrong while fetching reversal transaction details'],
    ['reversals.customers', 'Error fetching customers'],
  ] as const)('%s with no answer says %s', async (name, words) => {
    unreachable();
    await expect(reversalActions[name]({ depositId: 'P1', reversalId: 'R1' })).rejects.toThrow(words);
  });

  it("keeps the server's own message on a refusal", async () => {
    answering(409, { responseCode: 409, message: 'This payment already has a reversal', data: null });
    await expect(
      reversalActions['reversals.reverse']({ depositId: 'P1', clientPayerId: 'PY1', remarks: 'x' }),
    ).rejects.toThrow('This payment already has a reversal');
  });

  it('offers the active payers as options and sends the chosen status as the spec names it', async () => {
    answering(200, {
      responseCode: 200,
      message: 'Success',
      data: [{ payerId: 'PY1', payerName: 'Rhein Stoffe GmbH' }],
    });
    expect(await reversalActions['reversals.customers']()).toEqual([{ value: 'PY1', label: 'Rhein Stoffe GmbH' }]);
    const sent = answering(200, { responseCode: 200, message: 'Status Updated Successfully', data: null });
    await reversalActions['reversals.updateStatus']({ reversalId: 'R1', newStatus: 'CANCELLED', remarks: 'x' });
    expect(sent[0]).toEqual({ reversalId: 'R1', status: 'CANCELLED', remarks: 'x' });
  });
});
