// Onboarding uploads and OCR: limits before and while reading, types by content, document types, scoping, OCR outcomes;
// reading a file back by id as far as its type, the caller's role and its deletion allow, the e-BRC file sealed.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sealStoredEbrcFiles } from '../client-detail/store';
import type { Db } from '../db/db';
import { demoPdf } from '../seed/demo-pdf';
import { bearer, openTestDb, testApp } from '../testing/test-app';
import { call, freshClient, multipart, PNG, signIn, type FilePart } from '../testing/test-onboarding';

let db: Db;
let client: FastifyInstance;
let admin: FastifyInstance;
let adminToken: string;

beforeAll(async () => {
  db = await openTestDb();
  client = (await testApp({ db, console: 'client' })).app;
  admin = (await testApp({ db, console: 'admin' })).app;
  adminToken = await signIn(db, 'admin@demo.test', 'admin');
});
afterAll(async () => {
  await client.close();
  await admin.close();
  await db.close();
});

const PDF = demoPdf('test');

const post = (app: FastifyInstance, token: string, url: string, fields: Record<string, string>, files: FilePart[]) => {
  const body = multipart(fields, files);
  return app.inject({ method: 'POST', url, headers: { ...bearer(token), ...body.headers }, payload: body.payload });
};
const upload = (token: string, documentType: string, file: FilePart, url = '/api/onboarding/documents') =>
  post(client, token, url, { documentType, documentSubType: '' }, [file]);

describe('POST /api/onboarding/documents and /stakeholder-documents', () => {
  it('keeps a PDF and gives it back to its client as a data URL', async () => {
    const fresh = await freshClient(db);
    const res = await upload(fresh.token, 'GSTIN', { name: 'gst.pdf', content: PDF });
    expect(res.json()).toEqual({
      responseCode: 200,
      message: 'Document uploaded successfully',
      data: { documentId: expect.stringMatching(/^DOC/), documentName: 'gst.pdf' },
    });
    const { documentId } = res.json().data;
    const read = await call(client, fresh.token, 'GET', `/api/onboarding/documents/${documentId}`);
    expect(read.json().data).toBe(`data:application/pdf;base64,${PDF.toString('base64')}`);
    const byAdmin = await call(admin, adminToken, 'GET', `/api/onboarding/documents/${documentId}`);
    expect(byAdmin.json().data).toMatch(/^data:application\/pdf;base64,/);
  });

  it("refuses another client's document as if it did not exist", async () => {
    const owner = await freshClient(db);
    const other = await freshClient(db);
    const { documentId } = (await upload(owner.token, 'IEC', { name: 'iec.png', content: PNG })).json().data;
    const res = await call(client, other.token, 'GET', `/api/onboarding/documents/${documentId}`);
    expect(res.json()).toEqual({ responseCode: 404, message: 'Failed to fetch document', data: null });
  });

  it.each([
    ['/api/onboarding/documents', 'POI'],
    ['/api/onboarding/documents', 'PASSPORT'],
    ['/api/onboarding/stakeholder-documents', 'GSTIN'],
  ])("refuses at %s the document type %s: 'Unknown document type'", async (url, type) => {
    const fresh = await freshClient(db);
    const res = await upload(fresh.token, type, { name: 'a.pdf', content: PDF }, url);
    expect(res.json()).toEqual({ responseCode: 400, message: 'Unknown document type', data: null });
  });

  it("refuses content that is no PDF, JPEG or PNG, whatever its name: 'Invalid file type'", async () => {
    const fresh = await freshClient(db);
    const text = await upload(fresh.token, 'GSTIN', { name: 'gst.pdf', content: Buffer.from('just some text') });
    expect(text.json()).toEqual({ responseCode: 415, message: 'Invalid file type', data: null });
    const png = await upload(fresh.token, 'GSTIN', { name: 'gst.pdf', content: PNG });
    expect(png.json().data.documentName).toBe('gst.pdf');
  });

  it.each([
    ['/api/onboarding/documents', 'File size exceeds 10MB'],
    ['/api/onboarding/stakeholder-documents', 'File size exceeds 5MB'],
  ])('%s refuses from the Content-Length alone, before reading the body', async (url, message) => {
    const fresh = await freshClient(db);
    const res = await client.inject({
      method: 'POST',
      url,
      headers: {
        ...bearer(fresh.token),
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': String(20_000_000),
      },
      payload: Buffer.from('not even multipart'),
    });
    expect(res.json()).toEqual({ responseCode: 413, message, data: null });
  });

  it("refuses a stakeholder file over 5 MB while it streams: 'File size exceeds 5MB'", async () => {
    const fresh = await freshClient(db);
    const big = Buffer.concat([PDF, Buffer.alloc(5_000_001)]);
    const res = await upload(
      fresh.token,
      'POI',
      { name: 'pan.pdf', content: big },
      '/api/onboarding/stakeholder-documents',
    );
    expect(res.json()).toEqual({ responseCode: 413, message: 'File size exceeds 5MB', data: null });
  });

  it('refuses uploads for an approved client', async () => {
    const token = await signIn(db, 'exporter@demo.test', 'client');
    const res = await upload(token, 'GSTIN', { name: 'gst.pdf', content: PDF });
    expect(res.json().message).toBe('Update is not allowed because the client status is Approved.');
  });

  it('takes the client from the admin, who must name one', async () => {
    const fresh = await freshClient(db);
    const file = [{ name: 'gst.pdf', content: PDF }];
    const none = await post(admin, adminToken, '/api/onboarding/documents', { documentType: 'GSTIN' }, file);
    expect(none.json().message).toBe('Please select a client');
    const named = await post(
      admin,
      adminToken,
      '/api/onboarding/documents',
      { documentType: 'GSTIN', clientId: fresh.clientId },
      file,
    );
    const read = await call(client, fresh.token, 'GET', `/api/onboarding/documents/${named.json().data.documentId}`);
    expect(read.statusCode).toBe(200);
  });
});

describe('POST /api/onboarding/ocr', () => {
  const ocr = (token: string, documentSubType: string, files: FilePart[], documentType = 'POA') =>
    post(client, token, '/api/onboarding/ocr', { documentType, documentSubType }, files);

  it('reads a demo PAN card from the PAN in its file name and keeps the file', async () => {
    const fresh = await freshClient(db);
    const res = await ocr(fresh.token, 'PAN', [{ name: 'ABCPK1234F.pdf', content: PDF }], 'POI');
    expect(res.json()).toMatchObject({
      responseCode: 200,
      data: {
        pan: 'ABCPK1234F',
        panName: 'RAVI KUMAR',
        dob: '1985-04-12',
        idNumber: null,
        document: { documentId: expect.stringMatching(/^DOC/), documentName: 'ABCPK1234F.pdf' },
      },
    });
    const read = await call(
      client,
      fresh.token,
      'GET',
      `/api/onboarding/documents/${res.json().data.document.documentId}`,
    );
    expect(read.statusCode).toBe(200);
  });

  it('reads the front of an address proof and keeps both sides', async () => {
    const fresh = await freshClient(db);
    const res = await ocr(fresh.token, 'AADHAAR', [
      { name: 'BCDPM2345G-aadhaar-front.png', content: PNG },
      { field: 'file2', name: 'back.png', content: PNG },
    ]);
    expect(res.json().data).toMatchObject({
      pan: null,
      idNumber: '345678901234',
      address: '45 Marine Drive',
      city: 'Kochi',
      state: 'Kerala',
      pincode: '682031',
      document: { documentName: 'BCDPM2345G-aadhaar-front.png', documentName2: 'back.png' },
    });
  });

  it.each([
    ['POI', 'PAN', 'scan.pdf', 'Please upload PAN card only'],
    ['POI', 'PAN', 'ABCPK1234F-unreadable.pdf', 'Please upload PAN card only'],
    ['POA', 'AADHAAR', 'front.pdf', 'Please upload Aadhaar card only'],
    ['POA', 'VOTER_ID', 'front.pdf', 'Please upload Voter ID card only'],
    ['POA', 'PASSPORT', 'front.pdf', 'Please upload Passport card only'],
    ['POA', 'DRIVING_LICENSE', 'front.pdf', 'Please upload Driving Licence card only'],
  ])('answers 422 for an unreadable %s %s card (%s)', async (type, subType, name, message) => {
    const fresh = await freshClient(db);
    const res = await ocr(fresh.token, subType, [{ name, content: PDF }], type);
    expect(res.json()).toEqual({ responseCode: 422, message, data: null });
  });

  it("refuses a type OCR does not read: 'Unknown document type'", async () => {
    const fresh = await freshClient(db);
    const res = await ocr(fresh.token, 'RATION_CARD', [{ name: 'ABCPK1234F.pdf', content: PDF }]);
    expect(res.json().message).toBe('Unknown document type');
  });
});

describe('GET /api/onboarding/documents/:documentId respects the type, the role and the deletion', () => {
  const CREDENTIALS = Buffer.from('user=kaveri\npassword=s3cret-Kaveri\n');
  const read = (app: FastifyInstance, token: string, documentId: string) =>
    call(app, token, 'GET', `/api/onboarding/documents/${documentId}`);
  const NOT_FOUND = { responseCode: 404, message: 'Failed to fetch document', data: null };
  /** The e-BRC credential file the Admin uploads for CL1001. */
  const uploadEbrc = async () =>
    (
      await post(admin, adminToken, '/api/clients/ebrc/upload', { clientId: 'CL1001' }, [
        { name: 'ebrc.txt', content: CREDENTIALS },
      ])
    ).json().data.documentId as string;
  /** A file a Documents-screen role of CL1001 uploads, saved under a title. */
  const documentsFile = async (token: string, title: string) => {
    const body = multipart({}, [{ name: 'contract.pdf', content: PDF }]);
    const uploaded = await client.inject({
      method: 'POST',
      url: '/api/documents/upload',
      headers: { ...bearer(token), ...body.headers },
      payload: body.payload,
    });
    const documentData = uploaded.json().data as { documentId: string; documentName: string };
    const saved = await call(client, token, 'POST', '/api/documents', {
      documentType: 'OTD',
      documentName: title,
      documentData,
    });
    expect(saved.statusCode).toBe(200);
    return documentData.documentId;
  };

  it('keeps the e-BRC credential file sealed, out of the client console, and opens it for the Admin', async () => {
    const documentId = await uploadEbrc();
    const { rows } = await db.query<{ content: Uint8Array; sealed: boolean }>(
      'SELECT content, sealed FROM documents WHERE document_id = $1',
      [documentId],
    );
    expect(rows[0].sealed).toBe(true);
    expect(Buffer.from(rows[0].content).includes('s3cret')).toBe(false);
    expect(Buffer.from(rows[0].content).equals(CREDENTIALS)).toBe(false);
    // The client's Back-office Admin has 'Set up e-BRC' in its menu, and still never reads the file.
    for (const email of ['backoffice@demo.test', 'exporter@demo.test'])
      expect((await read(client, await signIn(db, email, 'client'), documentId)).json()).toEqual(NOT_FOUND);
    const byAdmin = await read(admin, adminToken, documentId);
    expect(byAdmin.json().data).toBe(`data:text/plain;base64,${CREDENTIALS.toString('base64')}`);
  });

  it('seals an e-BRC file kept in clear before migration 018 when the server starts, once', async () => {
    const documentId = `DOCPLAIN${Date.now()}`;
    await db.query(
      `INSERT INTO documents (document_id, client_id, document_type, document_name, content_type, content)
       VALUES ($1, 'CL1001', 'EBRC', 'old.txt', 'text/plain', $2)`,
      [documentId, CREDENTIALS],
    );
    const started = await testApp({ db, console: 'admin' });
    await started.app.close();
    const { rows } = await db.query<{ content: Uint8Array; sealed: boolean }>(
      'SELECT content, sealed FROM documents WHERE document_id = $1',
      [documentId],
    );
    expect(rows[0].sealed).toBe(true);
    expect(Buffer.from(rows[0].content).includes('s3cret')).toBe(false);
    expect(await sealStoredEbrcFiles(db, started.config.ebrcFileKey)).toBe(0);
    const byAdmin = await read(admin, adminToken, documentId);
    expect(byAdmin.json().data).toBe(`data:text/plain;base64,${CREDENTIALS.toString('base64')}`);
  });

  it('serves a Documents-screen file only to roles whose menu has Documents, and none once it is deleted', async () => {
    const backoffice = await signIn(db, 'backoffice@demo.test', 'client');
    const title = `Contract ${Date.now()}`;
    const documentId = await documentsFile(backoffice, title);
    expect((await read(client, backoffice, documentId)).statusCode).toBe(200);
    // The Client Exporter of the same client has no Documents in its menu.
    const exporter = await signIn(db, 'exporter@demo.test', 'client');
    expect((await read(client, exporter, documentId)).json()).toEqual(NOT_FOUND);
    const deleted = await call(client, backoffice, 'POST', '/api/documents', {
      documentType: 'OTD',
      documentName: title,
      documentData: null,
    });
    expect(deleted.statusCode).toBe(200);
    expect((await read(client, backoffice, documentId)).json()).toEqual(NOT_FOUND);
    expect((await read(admin, adminToken, documentId)).json()).toEqual(NOT_FOUND);
  });

  it('serves no type outside onboarding, the Documents screen and e-BRC', async () => {
    const fresh = await freshClient(db);
    const documentId = `DOCOTHER${Date.now()}`;
    await db.query(
      `INSERT INTO documents (document_id, client_id, document_type, document_name, content_type, content)
       VALUES ($1, $2, 'company_logo', 'logo.png', 'image/png', $3)`,
      [documentId, fresh.clientId, PNG],
    );
    expect((await read(client, fresh.token, documentId)).json()).toEqual(NOT_FOUND);
    expect((await read(admin, adminToken, documentId)).json()).toEqual(NOT_FOUND);
  });
});
