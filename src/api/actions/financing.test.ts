// The financing actions (spec 3 sections 3, 7 and 8): the list's counts read from statusGroup and OnHold, the status
// sent with its spaces removed, 'Something went wrong' when no answer comes, the call's own failure words when a refusal
// brings none, and the server's message otherwise.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { financingActions } from './financing';

afterEach(() => vi.unstubAllGlobals());

/** Answers every request with the envelope around `data` (or the given code and message), recording the calls. */
const answering = (data: unknown, responseCode = 200, message = 'OK') => {
  const bodies: string[] = [];
  const fetch = vi.fn(async (request: Request) => {
    bodies.push(await request.clone().text());
    return new Response(JSON.stringify({ responseCode, message, data }), { status: 200 });
  });
  vi.stubGlobal('fetch', fetch);
  return { fetch, bodies };
};
const offline = () =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    }),
  );

describe('financing actions', () => {
  it('asks for one status with its spaces removed and reads the counts from statusGroup and OnHold', async () => {
    const statusGroup = { Requested: 3, SentForApproval: 2, Approved: 1, PartiallyPaid: 4, Paid: 5, Rejected: 6 };
    const { fetch } = answering({ records: [{ factoringId: 'F1' }], totalCount: 1, statusGroup, OnHold: 7 });
    const answer = await financingActions['financing.list']({ status: 'Partially Paid' });
    expect(fetch.mock.calls[0][0].url).toMatch(/\/api\/financing\/list\/PartiallyPaid$/);
    expect(answer).toEqual({
      rows: [{ factoringId: 'F1' }],
      counts: {
        Requested: 3,
        'Sent For Approval': 2,
        Approved: 1,
        'Partially Paid': 4,
        Paid: 5,
        Rejected: 6,
        'On Hold': 7,
      },
    });
  });

  it("sends the change-status payload of spec 3 section 3, the status's spaces removed", async () => {
    const { bodies } = answering(null, 200, 'Status updated successfully');
    await financingActions['financing.changeStatus']({
      clientId: 'CL1001',
      factoringId: 'F1',
      paymentId: 'P1',
      invoiceId: 'I1',
      currency: 'USD',
      newStatus: 'Partially Paid',
      processedAmount: 1000,
      comment: 'First tranche',
      document: { documentId: 'D1', documentName: 'a.pdf' },
      status: 'Sent For Approval',
    });
    expect(JSON.parse(bodies[0])).toEqual({
      clientId: 'CL1001',
      factoringId: 'F1',
      paymentId: 'P1',
      currency: 'USD',
      receivedAmount: 1000,
      comment: 'First tranche',
      document: { documentId: 'D1', documentName: 'a.pdf' },
      invoiceId: 'I1',
      status: 'PartiallyPaid',
    });
  });

  it.each([
    ['financing.partners', () => financingActions['financing.partners'](), 'Error fetching offline partners'],
    ['financing.send', () => financingActions['financing.send']({ partnerId: 'FP001' }), 'Something went wrong'],
    [
      'financing.changeStatus',
      () => financingActions['financing.changeStatus']({ newStatus: 'Paid' }),
      'Something went wrong',
    ],
    ['financing.list', () => financingActions['financing.list'](), 'Something went wrong'],
  ])('%s says its words when no answer comes', async (_name, run, words) => {
    offline();
    await expect(run()).rejects.toThrow(words);
  });

  // Spec 3 section 8: 'Failed to send to partner' / 'Failed to update status' when the refusal brings no words.
  it.each([
    ['financing.send', () => financingActions['financing.send']({ partnerId: 'FP001' }), 'Failed to send to partner'],
    [
      'financing.changeStatus',
      () => financingActions['financing.changeStatus']({ newStatus: 'Paid' }),
      'Failed to update status',
    ],
  ])('%s refused without words of its own says %s', async (_name, run, words) => {
    answering(null, 400, '');
    await expect(run()).rejects.toThrow(words);
    answering(null, 500, 'Internal Server Error');
    await expect(run()).rejects.toThrow(words);
  });

  it("shows the server's own message when it answers one", async () => {
    answering(null, 409, 'Transaction is already Paid');
    await expect(financingActions['financing.changeStatus']({ newStatus: 'Rejected' })).rejects.toThrow(
      'Transaction is already Paid',
    );
  });
});
