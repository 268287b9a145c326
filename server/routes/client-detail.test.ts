// The admin's client detail: GST and IEC verification as the simulated register answers, the fee plan's rules, the
// approval rules on the server's own record (Service Exporter cases included), remark history and the e-BRC file.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/db';
import { openTestDb, testApp } from '../testing/test-app';
import { call, multipart, signIn } from '../testing/test-onboarding';

let db: Db;
let admin: FastifyInstance;
let token: string;
let clientApp: FastifyInstance;
let clientToken: string;

beforeAll(async () => {
  db = await openTestDb();
  admin = (await testApp({ db, console: 'admin' })).app;
  clientApp = (await testApp({ db, console: 'client' })).app;
  token = await signIn(db, 'admin@demo.test', 'admin');
});
afterAll(async () => {
  await admin.close();
  await clientApp.close();
  await db.close();
});

const post = async (url: string, body: Record<string, unknown>) => (await call(admin, token, 'POST', url, body)).json();
const get = async (url: string) => (await call(admin, token, 'GET', url)).json();

const GST = '33ABCDE1234F1Z5';
const IEC = 'ABCDE1234F';
const ANY_PAIRS = {
  payoutFee: [{ sourceCurrency: 'ANY', destinationCurrency: 'ANY', fixed: 0, minimum: 0, variable: 1 }],
  payoutFxFee: [{ sourceCurrency: 'ANY', destinationCurrency: 'ANY', variable: 0.5, referenceRate: 'mid_market' }],
};

describe('GST and IEC verification', () => {
  it('finds a well-formed GSTIN valid and one with INVAL in its PAN part invalid, keeping each verdict', async () => {
    expect((await post('/api/clients/validate-gstin', { clientId: 'CL1010', gstNumber: GST })).data).toEqual({
      gstVerified: true,
    });
    const invalid = await post('/api/clients/validate-gstin', { clientId: 'CL1010', gstNumber: '33INVAL1234F1Z5' });
    expect(invalid.data).toEqual({ gstVerified: false });
    const { rows } = await db.query(
      "SELECT number, valid FROM gst_iec_checks WHERE client_id = 'CL1010' AND kind = 'gst'",
    );
    expect(rows).toEqual(
      expect.arrayContaining([
        { number: GST, valid: true },
        { number: '33INVAL1234F1Z5', valid: false },
      ]),
    );
  });

  it("answers an IEC's status, Invalid for INVAL..., and 'Error validating IEC code' when the register is down", async () => {
    expect((await post('/api/clients/validate-iec', { clientId: 'CL1010', iecNumber: IEC })).data).toEqual({
      iecStatus: 'Valid',
    });
    expect((await post('/api/clients/validate-iec', { clientId: 'CL1010', iecNumber: 'INVAL12345' })).data).toEqual({
      iecStatus: 'Invalid',
    });
    const down = await post('/api/clients/validate-iec', { clientId: 'CL1010', iecNumber: 'ERROR12345' });
    expect(down.responseCode).toBe(502);
    expect(down.message).toBe('Error validating IEC code');
  });
});

describe('the fee plan', () => {
  const save = (plan: Record<string, unknown>) => post('/api/fee-plans', { clientId: 'CL1006', ...plan });

  it.each([
    [
      'no ANY-to-ANY fx row',
      { ...ANY_PAIRS, payoutFxFee: [] },
      'Please add atleast one ANY to ANY record for payout fees and payout fx fees',
    ],
    [
      'no ANY-to-ANY fee row',
      {
        ...ANY_PAIRS,
        payoutFee: [{ sourceCurrency: 'USD', destinationCurrency: 'INR', fixed: 1, minimum: 1, variable: 0 }],
      },
      'Please add atleast one ANY to ANY record for payout fees and payout fx fees',
    ],
    [
      'a pair of one currency',
      {
        ...ANY_PAIRS,
        payoutFee: [
          ...ANY_PAIRS.payoutFee,
          { sourceCurrency: 'USD', destinationCurrency: 'USD', fixed: 0, minimum: 0, variable: 1 },
        ],
      },
      'Source and destination currency cannot be same',
    ],
    [
      'a pair twice',
      { ...ANY_PAIRS, payoutFee: [...ANY_PAIRS.payoutFee, ...ANY_PAIRS.payoutFee] },
      'Currency combination does already exist. Please select different currency.',
    ],
    [
      'a fee with neither a variable rate nor fixed and minimum',
      {
        ...ANY_PAIRS,
        payoutFee: [{ sourceCurrency: 'ANY', destinationCurrency: 'ANY', fixed: 5, minimum: 0, variable: 0 }],
      },
      'Either variable or both fixed and minimum are required.',
    ],
  ])('refuses %s with the spec message', async (_case, plan, words) => {
    const answer = await save(plan);
    expect(answer.responseCode).toBe(400);
    expect(answer.message).toBe(words);
  });

  it('refuses more than two decimals', async () => {
    const answer = await save({ ...ANY_PAIRS, payoutFxFee: [{ ...ANY_PAIRS.payoutFxFee[0], variable: 0.125 }] });
    expect(answer.responseCode).toBe(400);
  });

  it('saves a plan with both ANY-to-ANY rows, answers it back and records who submitted it', async () => {
    const answer = await save(ANY_PAIRS);
    expect(answer.message).toBe('Payout fees/fx saved successfully.');
    expect((await post('/api/fee-plans/get', { clientId: 'CL1006' })).data).toEqual(ANY_PAIRS);
    const { rows } = await db.query<{ by: string }>(
      "SELECT submitted_by AS by FROM fee_plan_submissions WHERE client_id = 'CL1006'",
    );
    expect(rows).toEqual([{ by: 'US2006' }]);
  });
});

describe('approval', () => {
  const update = (body: Record<string, unknown>) => post('/api/clients/status', { clientId: 'CL1010', ...body });
  const approve = { iecNumber: IEC, gstNumber: GST, status: 'Approved', remarks: 'All documents verified' };

  it('needs IEC and GST unless the status is Rejected or Action_Required', async () => {
    clientToken = await signIn(db, 'review@demo.test', 'client');
    const before = await call(clientApp, clientToken, 'GET', '/api/auth/privileges');
    expect(before.headers['client-status']).toBe('Approval_In_Progress');
    expect((await update({ status: 'Approved', gstNumber: GST })).message).toBe('Please enter IEC Number');
    const asked = await update({ status: 'Action_Required', remarks: 'Upload a clearer IEC certificate' });
    expect(asked.message).toBe('Status Updated Successfully');
  });

  it('refuses to approve on numbers the register has not found valid, whatever the body claims', async () => {
    const unverified = await update({ ...approve, iecNumber: 'ZZZZZ12345', iecVerified: true, gstVerified: true });
    expect(unverified.responseCode).toBe(400);
    expect(unverified.message).toBe('Please verify the IEC Number before approving');
    const invalidGst = await update({ ...approve, gstNumber: '33INVAL1234F1Z5' });
    expect(invalidGst.message).toBe('Please verify the GST Number before approving');
  });

  it("refuses to approve without a fee plan: 'Fee plan missing! Please set up fees for the client.'", async () => {
    const answer = await update(approve);
    expect(answer.responseCode).toBe(400);
    expect(answer.message).toBe('Fee plan missing! Please set up fees for the client.');
  });

  it('approves with fees and both numbers verified, and appends each update to the remark history', async () => {
    await post('/api/fee-plans', { clientId: 'CL1010', ...ANY_PAIRS });
    const answer = await update(approve);
    expect(answer.message).toBe('Status Updated Successfully');
    const detail = (await get('/api/clients/CL1010')).data;
    expect(detail.clientStatus).toBe('Approved');
    expect(detail.verification).toMatchObject({ iecNumber: IEC, gstNumber: GST, gstVerified: true, iecVerified: true });
    expect(detail.remarkHistory.map((entry: Record<string, unknown>) => [entry.clientStatus, entry.remark])).toEqual([
      ['Approved', 'All documents verified'],
      ['Action_Required', 'Upload a clearer IEC certificate'],
    ]);
    expect(detail.remarkHistory[0]).toMatchObject({ userRole: 'Admin', userName: 'Meera Pillai' });
    const { rows } = await db.query("SELECT approved_at FROM clients WHERE client_id = 'CL1010'");
    expect(rows[0].approved_at).not.toBeNull();
    // The client's next call, in a session begun before the approval, carries the new status.
    const later = await call(clientApp, clientToken, 'GET', '/api/auth/privileges');
    expect(later.headers['client-status']).toBe('Approved');
  });

  it('keeps the stored numbers when a status that needs none comes without them', async () => {
    const answer = await update({ status: 'Action_Required', remarks: 'Bank statement unreadable' });
    expect(answer.message).toBe('Status Updated Successfully');
    const detail = (await get('/api/clients/CL1010')).data;
    expect(detail.verification).toMatchObject({ iecNumber: IEC, gstNumber: GST, gstVerified: true, iecVerified: true });
  });

  it('approves a Service Exporter without a GST file on GST alone being absent: neither number is needed', async () => {
    // CL1003 is a Service Exporter client with a fee plan and no GST file.
    const answer = await post('/api/clients/status', { clientId: 'CL1003', status: 'Approved' });
    expect(answer.message).toBe('Status Updated Successfully');
  });

  it('needs a Service Exporter with a GST file to have its GST verified, never its IEC', async () => {
    await db.query(
      `INSERT INTO onboarding (client_id, business)
       VALUES ('CL1003', '{"gstFile": {"documentId": "DOCX", "documentName": "gst.pdf"}}')
       ON CONFLICT (client_id) DO UPDATE SET business = COALESCE(onboarding.business, '{}') || EXCLUDED.business`,
    );
    const unverified = await post('/api/clients/status', {
      clientId: 'CL1003',
      status: 'Approved',
      gstNumber: '33ZZZZZ1234F1Z5',
    });
    expect(unverified.message).toBe('Please verify the GST Number before approving');
    await post('/api/clients/validate-gstin', { clientId: 'CL1003', gstNumber: GST });
    const approved = await post('/api/clients/status', { clientId: 'CL1003', status: 'Approved', gstNumber: GST });
    expect(approved.message).toBe('Status Updated Successfully');
  });
});

describe('the e-BRC file', () => {
  const upload = (name: string, content: Buffer) =>
    admin.inject({
      method: 'POST',
      url: '/api/clients/ebrc/upload',
      ...(({ payload, headers }) => ({ payload, headers: { ...headers, authorization: `Bearer ${token}` } }))(
        multipart({ clientId: 'CL1001' }, [{ name, content }]),
      ),
    });

  it('shows the address to whitelist and no file at first', async () => {
    expect((await get('/api/clients/CL1001/ebrc')).data).toEqual({ clientId: 'CL1001', ipAddress: '203.0.113.24' });
  });

  it("takes a text file by its content, refuses a PDF named .txt ('Invalid file type') and a save without a file", async () => {
    const refused = (await upload('key.txt', Buffer.from('%PDF-1.7\n'))).json();
    expect(refused.message).toBe('Invalid file type');
    const missing = await post('/api/clients/ebrc', { clientId: 'CL1001' });
    expect(missing.message).toBe('Please upload a file');
    const uploaded = (await upload('ebrc-credentials.txt', Buffer.from('user=kaveri\npassword=s3cret\n'))).json();
    expect(uploaded.responseCode).toBe(200);
    const saved = await post('/api/clients/ebrc', { clientId: 'CL1001', ebrcFile: uploaded.data });
    expect(saved.message).toBe('File details updated successfully');
    expect((await get('/api/clients/CL1001/ebrc')).data.ebrcFile).toEqual(uploaded.data);
  });

  it("refuses a credential file over 5 MB: 'File size exceeds 5MB'", async () => {
    const answer = await upload('big.txt', Buffer.alloc(5_000_001, 'a'));
    expect(answer.statusCode).toBe(413);
    expect(answer.json().message).toBe('File size exceeds 5MB');
  });

  it("refuses another client's document as the e-BRC file", async () => {
    const { rows } = await db.query<{ id: string }>(
      "SELECT document_id AS id FROM documents WHERE client_id = 'CL1010' LIMIT 1",
    );
    const answer = await post('/api/clients/ebrc', {
      clientId: 'CL1001',
      ebrcFile: { documentId: rows[0].id, documentName: 'gst-certificate.pdf' },
    });
    expect(answer.message).toBe('Please upload a file');
  });
});

describe('lists', () => {
  it('answers the active clients and a primary bank account', async () => {
    const active = (await get('/api/clients/active')).data;
    expect(active.map((row: { clientId: string }) => row.clientId)).toEqual(
      expect.arrayContaining(['CL1001', 'CL1002']),
    );
    expect((await get('/api/clients/CL1010/primary-bank-account')).data).toEqual({
      accountHolderName: 'COROMANDEL LEATHER WORKS',
      accountNumber: '91802004561234',
      accountType: 'bank',
    });
  });
});
