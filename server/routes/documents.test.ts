// The Documents screen's API: the list (a Certificate of Origin hidden from a client not approved), uploads typed by
// content and refused over 5 MB before the body is read, both duplicate messages, replace, delete with an audit row,
// the content, a share reaching the outbox with the document attached by reference (with its audit row and its hourly
// limits per user, client and recipient), and whose documents a call reaches: the session's client in the client
// console whatever clientId it names, the named one for the Admin.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/db';
import { openTestDb, testApp } from '../testing/test-app';
import { call, multipart, signIn } from '../testing/test-onboarding';

let db: Db;
let client: FastifyInstance;
let admin: FastifyInstance;
let backoffice: string;
let adminToken: string;
const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

beforeAll(async () => {
  db = await openTestDb();
  client = (await testApp({ db, console: 'client' })).app;
  admin = (await testApp({ db, console: 'admin' })).app;
  backoffice = await signIn(db, 'backoffice@demo.test', 'client');
  adminToken = await signIn(db, 'admin@demo.test', 'admin');
});
afterAll(async () => {
  await client.close();
  await admin.close();
  await db.close();
});

type Entry = { documentName: string; documentData: { documentId: string; documentName: string } };
const list = async (token = backoffice) =>
  ((await call(client, token, 'GET', '/api/documents')).json().data.otd as Entry[]).map((entry) => entry.documentName);
const upload = (name: string, content: Buffer, token = backoffice, fields: Record<string, string> = {}) => {
  const body = multipart(fields, [{ name, content }]);
  return client.inject({
    method: 'POST',
    url: '/api/documents/upload',
    payload: body.payload,
    headers: { ...body.headers, authorization: `Bearer ${token}` },
  });
};
const save = (documentName: string, documentData: unknown) =>
  call(client, backoffice, 'POST', '/api/documents', { documentType: 'OTD', documentName, documentData });

describe('documents', () => {
  it("lists an approved client's documents, its Certificate of Origin included", async () => {
    expect(await list()).toEqual(
      expect.arrayContaining(['Certificate of Origin (COO)', 'Commercial Invoice INV-2026-0142']),
    );
  });

  it('hides the Certificate of Origin from a client not approved, and refuses it uploads', async () => {
    const freelancer = await signIn(db, 'freelancer@demo.test', 'client');
    expect(await list(freelancer)).toEqual(['Design Portfolio 2026']);
    const refused = (await upload('cv.pdf', PDF, freelancer)).json();
    expect(refused.message).toBe('Your account activation is in progress.');
  });

  it("types an upload by its content ('Invalid file type') and refuses one over 5 MB ('File size exceeds 5MB')", async () => {
    expect((await upload('fake.pdf', Buffer.from('just text'))).json().message).toBe('Invalid file type');
    const big = await upload('big.pdf', Buffer.concat([PDF, Buffer.alloc(5_000_000)]));
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe('File size exceeds 5MB');
  });

  it('adds a document, and refuses a duplicate title and a duplicate file name (case-insensitive)', async () => {
    const uploaded = (await upload('Shipping-Bill-7781.pdf', PDF)).json();
    expect(uploaded).toEqual({
      responseCode: 200,
      message: 'Document uploaded successfully',
      data: { documentId: expect.stringMatching(/^DOC/), documentName: 'Shipping-Bill-7781.pdf' },
    });
    const file = uploaded.data;
    expect((await save('Shipping Bill 7781', file)).json()).toEqual({
      responseCode: 200,
      message: 'Document uploaded successfully',
      data: null,
    });
    const again = (await upload('other.pdf', PDF)).json().data;
    expect((await save('shipping bill 7781', again)).json().message).toBe(
      'Document with same title is already exist. Please provide different title.',
    );
    const sameName = (await upload('SHIPPING-BILL-7781.PDF', PDF)).json().data;
    expect((await save('Another title', sameName)).json().message).toBe(
      'Document with SHIPPING-BILL-7781.PDF name is already exist. Please provide different name.',
    );
  });

  it('replaces a file, deletes with an audit row, and serves the content of listed files only', async () => {
    // A replacement may not take another listed document's file name; its own row's is fine.
    const taken = (await upload('shipping-bill-7781.PDF', PDF)).json().data;
    const refused = await call(client, backoffice, 'PUT', '/api/documents', {
      documentType: 'OTD',
      documentName: 'Packing List PL-0142',
      documentData: taken,
    });
    expect(refused.json()).toMatchObject({
      responseCode: 409,
      message: 'Document with shipping-bill-7781.PDF name is already exist. Please provide different name.',
    });
    const replacement = (await upload('packing-list-v2.pdf', PDF)).json().data;
    const replaced = await call(client, backoffice, 'PUT', '/api/documents', {
      documentType: 'OTD',
      documentName: 'Packing List PL-0142',
      documentData: replacement,
    });
    expect(replaced.json().responseCode).toBe(200);
    const content = (await call(client, backoffice, 'GET', `/api/documents/${replacement.documentId}`)).json();
    expect(content.data).toMatch(/^data:application\/pdf;base64,/);
    const sameRow = (await upload('PACKING-LIST-V2.pdf', PDF)).json().data;
    expect(
      (
        await call(client, backoffice, 'PUT', '/api/documents', {
          documentType: 'OTD',
          documentName: 'Packing List PL-0142',
          documentData: sameRow,
        })
      ).json().responseCode,
    ).toBe(200);
    const deleted = (await save('Packing List PL-0142', null)).json();
    expect(deleted.message).toBe('Document deleted successfully');
    expect(await list()).not.toContain('Packing List PL-0142');
    const { rows } = await db.query<{ by: string }>(
      "SELECT deleted_by AS by FROM client_documents WHERE title = 'Packing List PL-0142' AND deleted_at IS NOT NULL",
    );
    expect(rows).toEqual([{ by: 'US2003' }]);
    expect((await call(client, backoffice, 'GET', `/api/documents/${sameRow.documentId}`)).statusCode).toBe(404);
  });

  it('shares a document: the outbox has the e-mail with the document attached by reference', async () => {
    const entry = ((await call(client, backoffice, 'GET', '/api/documents')).json().data.otd as Entry[]).find(
      (item) => item.documentName === 'Commercial Invoice INV-2026-0142',
    )!;
    const answer = (
      await call(client, backoffice, 'POST', '/api/documents/share', {
        documentId: entry.documentData.documentId,
        email: 'buyer@example.com',
        description: 'Invoice for the March shipment',
      })
    ).json();
    expect(answer.message).toBe('Document shared successfully');
    const { rows } = await db.query<{ recipient: string; body: string; attachments: unknown }>(
      'SELECT recipient, body, attachments FROM outbox ORDER BY id DESC LIMIT 1',
    );
    expect(rows[0].recipient).toBe('buyer@example.com');
    expect(rows[0].body).toContain('Invoice for the March shipment');
    expect(rows[0].attachments).toEqual([entry.documentData]);
  });
});

/** CL1007's listed documents (a client not approved, with a Certificate of Origin), straight from the database. */
const freelancerDocuments = async () =>
  (
    await db.query<{ title: string; documentId: string; documentName: string }>(
      `SELECT c.title, c.document_id AS "documentId", d.document_name AS "documentName"
         FROM client_documents c JOIN documents d ON d.document_id = c.document_id
        WHERE c.client_id = 'CL1007' AND c.deleted_at IS NULL ORDER BY c.title`,
    )
  ).rows;

describe('whose documents a call reaches', () => {
  it("lists and fetches only the session's client's documents, whatever clientId a client user names", async () => {
    const [coo, portfolio] = await freelancerDocuments();
    const named = await call(client, backoffice, 'GET', '/api/documents?clientId=CL1007');
    expect(named.statusCode).toBe(403);
    expect(named.json()).toEqual({ responseCode: 403, message: 'Forbidden', data: null });
    const own = (await call(client, backoffice, 'GET', '/api/documents?clientId=CL1001')).json().data.otd as Entry[];
    expect(own.map((entry) => entry.documentName)).toContain('Commercial Invoice INV-2026-0142');
    expect(own.map((entry) => entry.documentData.documentId)).not.toContain(portfolio.documentId);
    expect(
      (await call(client, backoffice, 'GET', `/api/documents/${portfolio.documentId}?clientId=CL1007`)).statusCode,
    ).toBe(403);
    const unnamed = (await call(client, backoffice, 'GET', `/api/documents/${coo.documentId}`)).json();
    expect(unnamed).toEqual({ responseCode: 404, message: 'Failed to fetch document', data: null });
  });

  it("adds, replaces, removes, uploads and shares only for the session's client", async () => {
    const before = await freelancerDocuments();
    const [, portfolio] = before;
    const mine = (await upload('scoping.pdf', PDF)).json().data;
    const forbidden = [
      await call(client, backoffice, 'POST', '/api/documents', {
        clientId: 'CL1007',
        documentType: 'OTD',
        documentName: 'Planted Title',
        documentData: mine,
      }),
      await call(client, backoffice, 'PUT', '/api/documents', {
        clientId: 'CL1007',
        documentType: 'OTD',
        documentName: 'Design Portfolio 2026',
        documentData: mine,
      }),
      await call(client, backoffice, 'POST', '/api/documents', {
        clientId: 'CL1007',
        documentType: 'OTD',
        documentName: 'Design Portfolio 2026',
        documentData: null,
      }),
      await upload('planted.pdf', PDF, backoffice, { clientId: 'CL1007' }),
      await call(client, backoffice, 'POST', '/api/documents/share', {
        clientId: 'CL1007',
        documentId: portfolio.documentId,
        email: 'buyer@example.com',
      }),
    ];
    expect(forbidden.map((answer) => answer.statusCode)).toEqual([403, 403, 403, 403, 403]);

    // Without a clientId the session's client is the one acted on: CL1001 has neither that title nor that file.
    expect((await save('Design Portfolio 2026', null)).json().message).toBe('Document not found');
    const borrowed = { documentId: portfolio.documentId, documentName: portfolio.documentName };
    expect((await save('Borrowed Portfolio', borrowed)).json().message).toBe('Please upload a file');
    const shared = await call(client, backoffice, 'POST', '/api/documents/share', {
      documentId: portfolio.documentId,
      email: 'buyer@example.com',
    });
    expect(shared.json().message).toBe('Failed to fetch document');

    expect(await freelancerDocuments()).toEqual(before);
    const { rows } = await db.query<{ name: string }>(
      "SELECT document_name AS name FROM documents WHERE document_name = 'planted.pdf'",
    );
    expect(rows).toEqual([]);
  });

  it("lets the Admin name a client and see that client's documents, its Certificate of Origin included", async () => {
    const listed = (await call(admin, adminToken, 'GET', '/api/documents?clientId=CL1007')).json().data.otd as Entry[];
    expect(listed.map((entry) => entry.documentName).sort()).toEqual([
      'Certificate of Origin (COO)',
      'Design Portfolio 2026',
    ]);
    const portfolio = listed.find((entry) => entry.documentName === 'Design Portfolio 2026')!;
    const content = (
      await call(admin, adminToken, 'GET', `/api/documents/${portfolio.documentData.documentId}?clientId=CL1007`)
    ).json();
    expect(content.data).toMatch(/^data:application\/pdf;base64,/);
    expect((await call(admin, adminToken, 'GET', '/api/documents')).json().message).toBe('Please select a client');
    const invoice = (
      (await call(admin, adminToken, 'GET', '/api/documents?clientId=CL1001')).json().data.otd as Entry[]
    ).find((entry) => entry.documentName === 'Commercial Invoice INV-2026-0142')!;
    const elsewhere = await call(
      admin,
      adminToken,
      'GET',
      `/api/documents/${invoice.documentData.documentId}?clientId=CL1007`,
    );
    expect(elsewhere.statusCode).toBe(404);
  });
});

describe('share limits', () => {
  /** Both consoles' apps with the given hourly share limits (DOCUMENT_SHARES_PER_*), on this file's database. */
  const withLimits = async (env: NodeJS.ProcessEnv) => ({
    client: (await testApp({ db, console: 'client', env })).app,
    admin: (await testApp({ db, console: 'admin', env })).app,
  });
  const invoiceId = async () =>
    ((await call(client, backoffice, 'GET', '/api/documents')).json().data.otd as Entry[]).find(
      (entry) => entry.documentName === 'Commercial Invoice INV-2026-0142',
    )!.documentData.documentId;
  const outboxCount = async () => (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM outbox')).rows[0].n;
  const expectRefused = async (answer: Awaited<ReturnType<typeof call>>) => {
    expect(answer.statusCode).toBe(429);
    expect(answer.json()).toEqual({
      responseCode: 429,
      message: 'Too many documents have been shared in the last hour. Please try again in 60 minutes.',
      data: null,
    });
    expect(Number(answer.headers['retry-after'])).toBeGreaterThan(3500);
  };

  it('refuses a recipient its hourly limit, from any sender, and keeps no message', async () => {
    await db.query('DELETE FROM document_shares');
    const apps = await withLimits({ DOCUMENT_SHARES_PER_RECIPIENT: '2' });
    try {
      const documentId = await invoiceId();
      const share = (email: string) =>
        call(apps.client, backoffice, 'POST', '/api/documents/share', { documentId, email });
      expect((await share('victim@example.com')).statusCode).toBe(200);
      const byAdmin = { clientId: 'CL1001', documentId, email: 'Victim@Example.com' };
      expect((await call(apps.admin, adminToken, 'POST', '/api/documents/share', byAdmin)).statusCode).toBe(200);
      const before = await outboxCount();
      await expectRefused(await share('victim@example.com'));
      expect(await outboxCount()).toBe(before);
      expect((await share('someone-else@example.com')).statusCode).toBe(200);
    } finally {
      await apps.client.close();
      await apps.admin.close();
    }
  });

  it('refuses a user its hourly limit while another user of the client may still share', async () => {
    await db.query('DELETE FROM document_shares');
    const apps = await withLimits({ DOCUMENT_SHARES_PER_USER: '2' });
    try {
      const documentId = await invoiceId();
      const share = (email: string) =>
        call(apps.client, backoffice, 'POST', '/api/documents/share', { documentId, email });
      expect((await share('a@example.com')).statusCode).toBe(200);
      expect((await share('b@example.com')).statusCode).toBe(200);
      await expectRefused(await share('c@example.com'));
      const byAdmin = { clientId: 'CL1001', documentId, email: 'c@example.com' };
      expect((await call(apps.admin, adminToken, 'POST', '/api/documents/share', byAdmin)).statusCode).toBe(200);
    } finally {
      await apps.client.close();
      await apps.admin.close();
    }
  });

  it('refuses a client its hourly limit whichever of its users shares', async () => {
    await db.query('DELETE FROM document_shares');
    const apps = await withLimits({ DOCUMENT_SHARES_PER_CLIENT: '2' });
    try {
      const documentId = await invoiceId();
      expect(
        (await call(apps.client, backoffice, 'POST', '/api/documents/share', { documentId, email: 'a@example.com' }))
          .statusCode,
      ).toBe(200);
      const byAdmin = (email: string) => ({ clientId: 'CL1001', documentId, email });
      expect(
        (await call(apps.admin, adminToken, 'POST', '/api/documents/share', byAdmin('b@example.com'))).statusCode,
      ).toBe(200);
      await expectRefused(await call(apps.admin, adminToken, 'POST', '/api/documents/share', byAdmin('c@example.com')));
      await expectRefused(
        await call(apps.client, backoffice, 'POST', '/api/documents/share', { documentId, email: 'c@example.com' }),
      );
    } finally {
      await apps.client.close();
      await apps.admin.close();
    }
  });

  it('counts shares sent together one after another: of 8 at once to one recipient with a limit of 3, 3 go', async () => {
    await db.query('DELETE FROM document_shares');
    const apps = await withLimits({ DOCUMENT_SHARES_PER_RECIPIENT: '3' });
    try {
      const documentId = await invoiceId();
      const answers = await Promise.all(
        Array.from({ length: 8 }, () =>
          call(apps.client, backoffice, 'POST', '/api/documents/share', { documentId, email: 'burst@example.com' }),
        ),
      );
      expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(3);
      expect(answers.filter((answer) => answer.statusCode === 429)).toHaveLength(5);
      const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM document_shares');
      expect(rows[0].n).toBe(3);
    } finally {
      await apps.client.close();
      await apps.admin.close();
    }
  });

  it('writes an audit row per share: who, for which client, to whom, which document, when, and its message', async () => {
    await db.query('DELETE FROM document_shares');
    const documentId = await invoiceId();
    const answer = await call(client, backoffice, 'POST', '/api/documents/share', {
      documentId,
      email: 'Audit@Example.com',
    });
    expect(answer.statusCode).toBe(200);
    const { rows } = await db.query<Record<string, unknown>>(
      `SELECT s.shared_by, s.client_id, s.recipient, s.document_id, s.shared_at > now() - interval '1 minute' AS recent,
              o.recipient AS sent_to
         FROM document_shares s JOIN outbox o ON o.id = s.outbox_id`,
    );
    const { rows: sender } = await db.query<{ user_id: string }>(
      "SELECT user_id FROM users WHERE email = 'backoffice@demo.test'",
    );
    expect(rows).toEqual([
      {
        shared_by: sender[0].user_id,
        client_id: 'CL1001',
        recipient: 'audit@example.com',
        document_id: documentId,
        recent: true,
        sent_to: 'Audit@Example.com',
      },
    ]);
  });
});
