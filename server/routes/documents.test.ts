// The Documents screen's API: the list (a Certificate of Origin hidden from a client not approved), uploads typed by
// content and refused over 5 MB before the body is read, both duplicate messages, replace, delete with an audit row,
// the content, and a share reaching the outbox with the document attached by reference.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/db';
import { openTestDb, testApp } from '../test-app';
import { call, multipart, signIn } from '../test-onboarding';

let db: Db;
let client: FastifyInstance;
let backoffice: string;
const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

beforeAll(async () => {
  db = await openTestDb();
  client = (await testApp({ db, console: 'client' })).app;
  backoffice = await signIn(db, 'backoffice@demo.test', 'client');
});
afterAll(async () => {
  await client.close();
  await db.close();
});

type Entry = { documentName: string; documentData: { documentId: string; documentName: string } };
const list = async (token = backoffice) =>
  ((await call(client, token, 'GET', '/api/documents')).json().data.otd as Entry[]).map((entry) => entry.documentName);
const upload = (name: string, content: Buffer, token = backoffice) => {
  const body = multipart({}, [{ name, content }]);
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
    const file = (await upload('Shipping-Bill-7781.pdf', PDF)).json().data;
    expect((await save('Shipping Bill 7781', file)).json().responseCode).toBe(200);
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
    const replacement = (await upload('packing-list-v2.pdf', PDF)).json().data;
    const replaced = await call(client, backoffice, 'PUT', '/api/documents', {
      documentType: 'OTD',
      documentName: 'Packing List PL-0142',
      documentData: replacement,
    });
    expect(replaced.json().responseCode).toBe(200);
    const content = (await call(client, backoffice, 'GET', `/api/documents/${replacement.documentId}`)).json();
    expect(content.data).toMatch(/^data:application\/pdf;base64,/);
    const deleted = (await save('Packing List PL-0142', null)).json();
    expect(deleted.message).toBe('Document deleted successfully');
    expect(await list()).not.toContain('Packing List PL-0142');
    const { rows } = await db.query<{ by: string }>(
      "SELECT deleted_by AS by FROM client_documents WHERE title = 'Packing List PL-0142' AND deleted_at IS NOT NULL",
    );
    expect(rows).toEqual([{ by: 'US2003' }]);
    expect((await call(client, backoffice, 'GET', `/api/documents/${replacement.documentId}`)).statusCode).toBe(404);
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
