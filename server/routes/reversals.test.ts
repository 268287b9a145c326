// Reversals: a client sees and reverses its own payments only, once each (twenty identical requests change the row
// once); the Admin sees all and moves a reversal on, within the locks; the partner's confirmation is a background job.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { message } from '../../src/engine/core/message';
import type { Db } from '../db/db';
import { runNextJob } from '../jobs/jobs';
import { activePayers } from '../payers/store';
import { CONFIRM_REVERSAL, confirmReversal } from '../reversals/confirm-job';
import { openTestDb, testApp } from '../testing/test-app';
import { call, signIn } from '../testing/test-onboarding';

let db: Db;
let client: FastifyInstance;
let admin: FastifyInstance;
let adminToken: string;
let clientToken: string;
const ALL_TIME = { startDate: Date.UTC(2024, 0, 1), endDate: Date.now() };

beforeAll(async () => {
  process.env.REVERSAL_CONFIRM_SECONDS = '0';
  db = await openTestDb();
  client = (await testApp({ db, console: 'client' })).app;
  admin = (await testApp({ db, console: 'admin' })).app;
  adminToken = await signIn(db, 'admin@demo.test', 'admin');
  clientToken = await signIn(db, 'backoffice@demo.test', 'client');
});
afterAll(async () => {
  delete process.env.REVERSAL_CONFIRM_SECONDS;
  await client.close();
  await admin.close();
  await db.close();
});

type Row = {
  depositId: string;
  reversalId: string | null;
  clientId: string;
  status: string | null;
  cstatus: string | null;
};
const list = async (app: FastifyInstance, token: string, body: Record<string, unknown> = ALL_TIME) =>
  (await call(app, token, 'POST', '/api/reversals', body)).json();
const used = new Set<string>();
/** A payment of the client with no reversal, not used by an earlier test. */
const freePayment = async (clientId = 'CL1001') => {
  const { rows } = await db.query<{ id: string }>(
    `SELECT t.payment_id AS id FROM transactions t LEFT JOIN reversals r ON r.payment_id = t.payment_id
      WHERE t.client_id = $1 AND r.reversal_id IS NULL ORDER BY t.payment_id`,
    [clientId],
  );
  const id = rows.find((row) => !used.has(row.id))!.id;
  used.add(id);
  return id;
};
const payerOf = async (clientId = 'CL1001') => (await activePayers(db, clientId))[0].payerId;
const reverse = (body: Record<string, unknown>, token = clientToken) =>
  call(client, token, 'POST', '/api/reversals/send', body);
const setStatus = (body: Record<string, unknown>) => call(admin, adminToken, 'POST', '/api/reversals/status', body);
const reversalOf = async (paymentId: string) =>
  (
    await db.query<{ reversal_id: string; status: string }>(
      'SELECT reversal_id, status FROM reversals WHERE payment_id = $1',
      [paymentId],
    )
  ).rows;
/** A reversal In Progress on a fresh payment of CL1001. */
const inProgress = async () => {
  const depositId = await freePayment();
  expect((await reverse({ depositId, clientPayerId: await payerOf(), remarks: 'Paid twice' })).statusCode).toBe(200);
  return { depositId, reversalId: (await reversalOf(depositId))[0].reversal_id };
};

describe('the list', () => {
  it("shows the client its own payments with the seeded reversals in every status, in the spec's row shape", async () => {
    const answer = await list(client, clientToken);
    expect(answer.responseCode).toBe(200);
    expect(new Set(answer.data.map((row: Row) => row.clientId))).toEqual(new Set(['CL1001']));
    const statuses = new Set(answer.data.map((row: Row) => row.status));
    for (const status of [null, 'REVERSAL_INPROGRESS', 'SENT_TO_REVERSAL', 'REVERSED', 'CANCELLED'])
      expect(statuses).toContain(status);
    const sent = answer.data.find((row: Row) => row.status === 'SENT_TO_REVERSAL');
    expect(sent.cstatus).toBe('REVERSAL_INPROGRESS');
    expect(Object.keys(sent).sort()).toEqual(
      [
        'depositId',
        'reversalId',
        'date',
        'amount',
        'currency',
        'paymentMethod',
        'clientId',
        'clientName',
        'partnerDepositId',
        'partnerClientId',
        'partnerId',
        'accountId',
        'status',
        'cstatus',
      ].sort(),
    );
  });

  it("refuses a client naming another client, and gives the Admin every client's (a null clientId) or one's", async () => {
    expect(
      (await call(client, clientToken, 'POST', '/api/reversals', { ...ALL_TIME, clientId: 'CL1002' })).statusCode,
    ).toBe(403);
    const all = await list(admin, adminToken, { ...ALL_TIME, clientId: null });
    expect(new Set(all.data.map((row: Row) => row.clientId))).toEqual(new Set(['CL1001', 'CL1002', 'CL1003']));
    const one = await list(admin, adminToken, { ...ALL_TIME, clientId: 'CL1002' });
    expect(new Set(one.data.map((row: Row) => row.clientId))).toEqual(new Set(['CL1002']));
  });

  it('refuses users whose menu has no Reversals', async () => {
    const exporter = await signIn(db, 'exporter@demo.test', 'client');
    expect((await call(client, exporter, 'POST', '/api/reversals', ALL_TIME)).statusCode).toBe(403);
  });
});

describe('the filter currencies and the customers', () => {
  it('offers the Admin every active currency but INR, and a client its allowed currencies', async () => {
    const adminAnswer = (await call(admin, adminToken, 'GET', '/api/reversals/currencies')).json();
    const codes = adminAnswer.data.map((option: { value: string }) => option.value);
    expect(codes).not.toContain('INR');
    expect(codes).toContain('USD');
    const clientAnswer = (await call(client, clientToken, 'GET', '/api/reversals/customers')).json();
    expect(clientAnswer.data[0]).toEqual({ payerId: expect.any(String), payerName: expect.any(String) });
    const own = (await call(client, clientToken, 'GET', '/api/reversals/currencies')).json();
    expect(own.data.map((option: { value: string }) => option.value)).toEqual(['EUR', 'GBP', 'USD']);
  });
});

describe('reversing a payment (the client)', () => {
  it('creates a reversal In Progress with its first timeline entry and says so', async () => {
    const depositId = await freePayment();
    const answer = await reverse({ depositId, clientPayerId: await payerOf(), remarks: 'Paid twice' });
    expect(answer.json()).toMatchObject({ responseCode: 200, message: message('reversals.requested') });
    const [reversal] = await reversalOf(depositId);
    expect(reversal.status).toBe('REVERSAL_INPROGRESS');
    const detail = (
      await call(client, clientToken, 'POST', '/api/reversals/details', { depositId, reversalId: reversal.reversal_id })
    ).json();
    expect(detail.data).toMatchObject({ email: 'backoffice@demo.test', remarks: 'Paid twice' });
    expect(detail.data.remarkHistory).toEqual([
      {
        status: 'REVERSAL_INPROGRESS',
        created: expect.any(Number),
        remarks: 'Paid twice',
        description: message('reversals.event.requested'),
      },
    ]);
  });

  it('refuses a second reversal of the same payment', async () => {
    const { depositId } = await inProgress();
    const again = await reverse({ depositId, clientPayerId: await payerOf(), remarks: 'Again' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(message('reversals.alreadyReversed'));
  });

  it('changes the row once for twenty concurrent identical requests', async () => {
    const depositId = await freePayment();
    const body = { depositId, clientPayerId: await payerOf(), remarks: 'Twenty at once' };
    const answers = await Promise.all(Array.from({ length: 20 }, () => reverse(body)));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    expect(answers.every((answer) => [200, 409].includes(answer.statusCode))).toBe(true);
    expect(await reversalOf(depositId)).toHaveLength(1);
    const { rows } = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM reversal_events e JOIN reversals r USING (reversal_id) WHERE r.payment_id = $1',
      [depositId],
    );
    expect(rows[0].n).toBe(1);
  });

  it("refuses another client's payment, naming another client, and a payer that is not the client's", async () => {
    const theirs = await freePayment('CL1002');
    const other = await reverse({ depositId: theirs, clientPayerId: await payerOf(), remarks: 'Not mine' });
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe(message('reversals.notFound'));
    const named = await reverse({
      clientId: 'CL1002',
      depositId: theirs,
      clientPayerId: await payerOf(),
      remarks: 'x',
    });
    expect(named.statusCode).toBe(403);
    const mine = await freePayment();
    const wrongPayer = await reverse({ depositId: mine, clientPayerId: await payerOf('CL1002'), remarks: 'x' });
    expect(wrongPayer.json().message).toBe(message('reversals.payerNotActive'));
    expect(await reversalOf(theirs)).toEqual([]);
    expect(await reversalOf(mine)).toEqual([]);
  });

  it('gives the detail of a payment with no reversal yet, with an empty history', async () => {
    const depositId = await freePayment();
    const answer = await call(client, clientToken, 'POST', '/api/reversals/details', { depositId, reversalId: null });
    expect(answer.json().data).toMatchObject({ depositId, reversalId: null, status: null, remarkHistory: [] });
    const theirs = await freePayment('CL1002');
    const other = await call(client, clientToken, 'POST', '/api/reversals/details', { depositId: theirs });
    expect(other.statusCode).toBe(404);
  });

  it("refuses the details of another client's reversal", async () => {
    const { rows } = await db.query<{ reversal_id: string; payment_id: string }>(
      "SELECT reversal_id, payment_id FROM reversals WHERE client_id = 'CL1002' LIMIT 1",
    );
    const answer = await call(client, clientToken, 'POST', '/api/reversals/details', {
      depositId: rows[0].payment_id,
      reversalId: rows[0].reversal_id,
    });
    expect(answer.statusCode).toBe(404);
    expect(answer.json().message).toBe(message('reversals.notFound'));
  });

  it("shows the declared form's messages for a missing customer and comment, and changes nothing", async () => {
    const depositId = await freePayment();
    const clientPayerId = await payerOf();
    for (const [body, words] of [
      [{ depositId, remarks: 'Paid twice' }, 'Please select a customer'],
      [{ depositId, clientPayerId }, 'Comment is required.'],
      [{ depositId, clientPayerId, remarks: '' }, 'Comment is required.'],
    ] as const) {
      const answer = await reverse(body);
      expect([answer.statusCode, answer.json().message]).toEqual([400, words]);
    }
    expect(await reversalOf(depositId)).toEqual([]);
  });

  it('is the client console only', async () => {
    const answer = await call(admin, adminToken, 'POST', '/api/reversals/send', {
      depositId: 'X',
      clientPayerId: 'Y',
      remarks: 'z',
    });
    expect(answer.statusCode).toBe(403);
  });
});

describe("the Admin's status and comment", () => {
  it('sends a reversal on; the partner confirms it in a background job, shown on the timeline', async () => {
    const { depositId, reversalId } = await inProgress();
    const answer = await setStatus({ reversalId, status: 'SENT_TO_REVERSAL', remarks: 'Refund agreed' });
    expect(answer.json()).toMatchObject({ responseCode: 200, message: message('reversals.statusUpdated') });
    expect((await reversalOf(depositId))[0].status).toBe('SENT_TO_REVERSAL');
    while ((await runNextJob(db, { [CONFIRM_REVERSAL]: confirmReversal })) !== null);
    expect((await reversalOf(depositId))[0].status).toBe('REVERSED');
    const detail = (
      await call(client, clientToken, 'POST', '/api/reversals/details', { depositId, reversalId })
    ).json();
    expect(detail.data.remarkHistory.map((entry: { status: string }) => entry.status)).toEqual([
      'REVERSAL_INPROGRESS',
      'SENT_TO_REVERSAL',
      'REVERSED',
    ]);
  });

  it('moves the reversal once for twenty concurrent identical requests', async () => {
    const { depositId, reversalId } = await inProgress();
    const body = { reversalId, status: 'SENT_TO_REVERSAL', remarks: 'Twenty at once' };
    const answers = await Promise.all(Array.from({ length: 20 }, () => setStatus(body)));
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    expect((await reversalOf(depositId))[0].status).toBe('SENT_TO_REVERSAL');
    const { rows } = await db.query<{ status: string }>(
      'SELECT status FROM reversal_events WHERE reversal_id = $1 ORDER BY id',
      [reversalId],
    );
    expect(rows.map((row) => row.status)).toEqual(['REVERSAL_INPROGRESS', 'SENT_TO_REVERSAL']);
    const jobs = await db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM jobs WHERE kind = 'reversal.confirm' AND payload->>'reversalId' = $1",
      [reversalId],
    );
    expect(jobs.rows[0].n).toBe(1);
  });

  it('shows the partner declining and leaves the reversal as it was', async () => {
    const { depositId, reversalId } = await inProgress();
    const answer = await setStatus({ reversalId, status: 'SENT_TO_REVERSAL', remarks: 'decline please' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe(message('transactions.partnerDeclined'));
    expect((await reversalOf(depositId))[0].status).toBe('REVERSAL_INPROGRESS');
  });

  it("says 'Please select a status.' and 'Comment is required.'", async () => {
    const { reversalId } = await inProgress();
    for (const [body, words] of [
      [{ reversalId, remarks: 'x' }, 'Please select a status.'],
      [{ reversalId, status: 'REVERSED', remarks: 'x' }, 'Please select a status.'],
      [{ reversalId, status: 'CANCELLED' }, 'Comment is required.'],
      [{ reversalId, status: 'CANCELLED', remarks: ' ' }, 'Comment is required.'],
    ] as const) {
      const answer = await setStatus(body);
      expect([answer.statusCode, answer.json().message]).toEqual([400, words]);
    }
  });

  it('keeps a cancelled reversal cancelled (a comment may be added) and a reversed one unchanged', async () => {
    const { depositId, reversalId } = await inProgress();
    expect((await setStatus({ reversalId, status: 'CANCELLED', remarks: 'Kept' })).statusCode).toBe(200);
    const reopen = await setStatus({ reversalId, status: 'SENT_TO_REVERSAL', remarks: 'Reopen' });
    expect(reopen.statusCode).toBe(409);
    expect(reopen.json().message).toBe(message('reversals.locked.cancelled'));
    expect((await setStatus({ reversalId, status: 'CANCELLED', remarks: 'Note' })).statusCode).toBe(200);
    expect((await reversalOf(depositId))[0].status).toBe('CANCELLED');
    const { rows } = await db.query<{ reversal_id: string }>(
      "SELECT reversal_id FROM reversals WHERE status = 'REVERSED' LIMIT 1",
    );
    const locked = await setStatus({ reversalId: rows[0].reversal_id, status: 'CANCELLED', remarks: 'Undo' });
    expect(locked.statusCode).toBe(409);
    expect(locked.json().message).toBe(message('reversals.locked.reversed'));
  });

  it('refuses an unknown reversal, and the client console', async () => {
    const unknown = await setStatus({ reversalId: 'RV0', status: 'CANCELLED', remarks: 'x' });
    expect(unknown.statusCode).toBe(404);
    const fromClient = await call(client, clientToken, 'POST', '/api/reversals/status', {
      reversalId: 'RV0',
      status: 'CANCELLED',
      remarks: 'x',
    });
    expect(fromClient.statusCode).toBe(403);
  });
});
