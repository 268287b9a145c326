// Profile picture and company logo: typed by content, limited to 5 MB before and while reading, scoped to their owner;
// the logo replaced only by the roles that own the company profile.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/db';
import { formDeclaration } from '../schemas';
import { bearer, openTestDb, testApp, tokenFor } from '../testing/test-app';
import { LOGO_OWNERS } from './images';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const BOUNDARY = '----tradepay-test';

const multipartBody = (fields: Record<string, string>, file: { name: string; type: string; content: Buffer }) =>
  Buffer.concat([
    ...Object.entries(fields).map(([name, value]) =>
      Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    ),
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
    ),
    file.content,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);

let db: Db;
let client: FastifyInstance;
let admin: FastifyInstance;
let exporter: string;

beforeAll(async () => {
  db = await openTestDb();
  client = (await testApp({ db, console: 'client' })).app;
  admin = (await testApp({ db, console: 'admin' })).app;
  exporter = await tokenFor(db, 'exporter@demo.test', 'client');
});
afterAll(async () => {
  await client.close();
  await admin.close();
  await db.close();
});

const upload = (
  app: FastifyInstance,
  token: string,
  documentType: string,
  file: { name: string; type: string; content: Buffer },
) =>
  app.inject({
    method: 'POST',
    url: '/api/images',
    headers: { ...bearer(token), 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    payload: multipartBody({ documentType }, file),
  });

describe('images', () => {
  it('stores a PNG profile picture and gives it back as a base64 image to its owner and the admin', async () => {
    const res = await upload(client, exporter, 'profile_image', { name: 'me.png', type: 'image/png', content: PNG });
    expect(res.json()).toMatchObject({
      responseCode: 200,
      message: 'File details updated successfully',
      data: { documentRefNo: 'US2001' },
    });
    const own = await client.inject({
      method: 'POST',
      url: '/api/images/download',
      headers: bearer(exporter),
      payload: { documentType: 'profile_image', documentRefNo: 'US2001' },
    });
    expect(own.json().data).toBe(`data:image/png;base64,${PNG.toString('base64')}`);
    const adminToken = await tokenFor(db, 'admin@demo.test', 'admin');
    const byAdmin = await admin.inject({
      method: 'POST',
      url: '/api/images/download',
      headers: bearer(adminToken),
      payload: { documentType: 'profile_image', documentRefNo: 'US2001' },
    });
    expect(byAdmin.json().data).toContain('base64,');
  });

  it("refuses another user's picture", async () => {
    const other = await tokenFor(db, 'importer@demo.test', 'client');
    const res = await client.inject({
      method: 'POST',
      url: '/api/images/download',
      headers: bearer(other),
      payload: { documentType: 'profile_image', documentRefNo: 'US2001' },
    });
    expect(res.statusCode).toBe(403);
  });

  it("refuses a file that is not a JPEG or PNG inside, whatever its name says: 'Invalid file type'", async () => {
    const res = await upload(client, exporter, 'company_logo', {
      name: 'logo.png',
      type: 'image/png',
      content: Buffer.from('%PDF-1.4 not an image'),
    });
    expect(res.json()).toEqual({ responseCode: 415, message: 'Invalid file type', data: null });
  });

  it("refuses a file over 5 MB while it streams: 'File size exceeds 5MB'", async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(5_000_001)]);
    const res = await upload(client, exporter, 'company_logo', { name: 'big.png', type: 'image/png', content: big });
    expect(res.json()).toEqual({ responseCode: 413, message: 'File size exceeds 5MB', data: null });
  });

  it('refuses from the Content-Length alone, before reading the body', async () => {
    const res = await client.inject({
      method: 'POST',
      url: '/api/images',
      headers: {
        ...bearer(exporter),
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
        'content-length': String(20_000_000),
      },
      payload: Buffer.from(`--${BOUNDARY}--\r\n`),
    });
    expect(res.json().message).toBe('File size exceeds 5MB');
  });

  it('lets only the roles that own the company profile replace its logo, as the Profile page offers it', async () => {
    const logo = { name: 'logo.png', type: 'image/png', content: PNG };
    for (const email of ['importer@demo.test', 'exporter@demo.test', 'documents@demo.test']) {
      const res = await upload(client, await tokenFor(db, email, 'client'), 'company_logo', logo);
      expect(res.json()).toEqual({ responseCode: 403, message: 'Forbidden', data: null });
    }
    const { rows } = await db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM images WHERE document_type = 'company_logo' AND document_ref_no IN ('CL1001', 'CL1004')",
    );
    expect(rows[0].n).toBe(0);
    for (const [email, clientId] of [
      ['backoffice@demo.test', 'CL1001'],
      ['service@demo.test', 'CL1003'],
    ]) {
      const res = await upload(client, await tokenFor(db, email, 'client'), 'company_logo', logo);
      expect(res.json()).toMatchObject({ responseCode: 200, data: { documentRefNo: clientId } });
    }
    // Every role of the client still sees it.
    const seen = await client.inject({
      method: 'POST',
      url: '/api/images/download',
      headers: bearer(exporter),
      payload: { documentType: 'company_logo', documentRefNo: 'CL1001' },
    });
    expect(seen.json().data).toBe(`data:image/png;base64,${PNG.toString('base64')}`);
    // The Profile page's declaration offers the upload to the same roles.
    const rule = formDeclaration('profile.details').rules?.find(
      (use) => typeof use === 'object' && use.rule === 'onlyFor' && use.field === 'companyLogo',
    ) as { roles?: string[] } | undefined;
    expect([...(rule?.roles ?? [])].sort()).toEqual([...LOGO_OWNERS].sort());
  });

  it('keeps the seeded 1x1 blank company logo, which the browser treats as no logo', async () => {
    const importer = await tokenFor(db, 'importer@demo.test', 'client');
    const res = await client.inject({
      method: 'POST',
      url: '/api/images/download',
      headers: bearer(importer),
      payload: { documentType: 'company_logo', documentRefNo: 'CL1002' },
    });
    expect(res.json().data).toMatch(/^data:image\/png;base64,/);
  });
});
