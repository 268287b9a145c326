// The audit's upload attacks against a listening server: limits stop the reading, hostile forms get a 4xx, disguised
// files are refused and hostile names are made safe, on every upload route.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/db';
import { demoPdf } from '../seed/demo-pdf';
import { bearer, testApp, tokenFor } from '../testing/test-app';
import { freshClient, multipart, PNG, type FilePart } from '../testing/test-onboarding';
import { FORM_MESSAGES } from './form-errors';
import { FORM_OVERHEAD } from './read-upload';
import { listenRaw, type RawAnswer, type RawRequest } from './test-raw-http';

const MB = 1_000_000;
const MIB = 1024 * 1024;
const PDF = demoPdf('hostile');

let db: Db;
let app: FastifyInstance;
let bodyLimit: number;
let send: (request: RawRequest) => Promise<RawAnswer>;
let exporter: string;
let backoffice: string;
let onboarding: string;

beforeAll(async () => {
  ({
    app,
    db,
    config: { bodyLimit },
  } = await testApp());
  send = await listenRaw(app);
  exporter = await tokenFor(db, 'exporter@demo.test', 'client');
  backoffice = await tokenFor(db, 'backoffice@demo.test', 'client');
  onboarding = (await freshClient(db)).token;
});
afterAll(async () => {
  await app.close();
  await db.close();
});

/** An upload route, the fields it needs, its per-file limit and how many files it takes. */
interface Route {
  path: string;
  fields: Record<string, string>;
  limit: number;
  files: number;
}

const ROUTES: Route[] = [
  { path: '/api/images', fields: { documentType: 'profile_image' }, limit: 5 * MB, files: 1 },
  {
    path: '/api/onboarding/documents',
    fields: { documentType: 'GSTIN', documentSubType: '' },
    limit: 10 * MB,
    files: 1,
  },
  { path: '/api/onboarding/stakeholder-documents', fields: { documentType: 'POI' }, limit: 5 * MB, files: 1 },
  { path: '/api/onboarding/ocr', fields: { documentType: 'POI', documentSubType: 'PAN' }, limit: 5 * MB, files: 2 },
  { path: '/api/documents/upload', fields: {}, limit: 5 * MB, files: 1 },
];

/**
 * Who uploads: onboarding's routes take a client still onboarding, the Documents screen an approved client's role
 * that has its menu (CL1001's back-office admin; the Client Exporter has none).
 */
const tokenOf = ({ path }: Route) => {
  if (path === '/api/images') return exporter;
  if (path === '/api/documents/upload') return backoffice;
  return onboarding;
};
const post = (route: Route, fields: Record<string, string>, files: FilePart[]) => {
  const body = multipart(fields, files);
  return send({ path: route.path, headers: { ...bearer(tokenOf(route)), ...body.headers }, body: body.payload });
};

const BOUNDARY = 'hostile-boundary';
const BODY_SIZE = 50 * MIB;
const PIECE = Buffer.alloc(64 * 1024, 0x41);

/** A 50 MiB form, streamed piece by piece: the route's fields, then one file of PNG bytes that never ends in time. */
function* hugeForm(route: Route, preamble = false): Generator<Buffer> {
  if (!preamble) {
    const fields = Object.entries(route.fields).map(
      ([name, value]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    );
    yield Buffer.from(
      `${fields.join('')}--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="big.png"\r\n\r\n`,
    );
    yield PNG.subarray(0, 8);
  }
  for (let sent = 0; sent < BODY_SIZE; sent += PIECE.length) yield PIECE;
}

const formHeaders = (route: Route) => ({
  ...bearer(tokenOf(route)),
  'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
});

/** The server answered 413 with the message and hung up, having read at most `allowed` bytes of body and a little. */
const expectCutOff = (answer: RawAnswer, message: string, allowed: number) => {
  expect(answer.json).toEqual({ responseCode: 413, message, data: null });
  expect(answer.headers.connection).toBe('close');
  expect(answer.cutOff).toBe(true);
  expect(answer.serverRead).toBeLessThanOrEqual(allowed + 256 * 1024);
  // What the client got into the kernel's buffers before the close stopped it: far from the 50 MiB it meant to send.
  expect(answer.written).toBeLessThanOrEqual(allowed + 16 * MIB);
};

describe('a passed limit stops the reading and closes the connection', () => {
  it.each(ROUTES)('$path: a declared 50 MiB form gets 413 before its body is read', async (route) => {
    const answer = await send({
      path: route.path,
      headers: formHeaders(route),
      body: hugeForm(route),
      declaredLength: BODY_SIZE + 1024,
    });
    expectCutOff(answer, `File size exceeds ${route.limit / MB}MB`, 0);
  });

  it.each(ROUTES)('$path: a chunked file over the limit gets 413 as it passes it', async (route) => {
    const answer = await send({ path: route.path, headers: formHeaders(route), body: hugeForm(route) });
    expectCutOff(answer, `File size exceeds ${route.limit / MB}MB`, route.limit);
  });

  it('a chunked body that never reaches its first boundary gets 413 at the whole form limit', async () => {
    const [route] = ROUTES;
    const answer = await send({ path: route.path, headers: formHeaders(route), body: hugeForm(route, true) });
    expectCutOff(answer, 'File size exceeds 5MB', route.limit + FORM_OVERHEAD);
  });

  it('a chunked JSON body over BODY_LIMIT gets 413 as it passes it', async () => {
    function* json() {
      yield Buffer.from('{"documentType":"');
      for (let sent = 0; sent < BODY_SIZE; sent += PIECE.length) yield PIECE;
    }
    const answer = await send({
      path: '/api/images/download',
      headers: { ...bearer(exporter), 'content-type': 'application/json' },
      body: json(),
    });
    expectCutOff(answer, 'The request body is too large.', bodyLimit);
  });

  it('a refusal before the session is looked up closes too: an unsigned 50 MiB upload', async () => {
    const [route] = ROUTES;
    const answer = await send({
      path: route.path,
      headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      body: hugeForm(route),
      declaredLength: BODY_SIZE + 1024,
    });
    expect(answer).toMatchObject({ status: 413, cutOff: true, headers: { connection: 'close' } });
    expect(answer.serverRead).toBeLessThanOrEqual(256 * 1024);
  });
});

describe('a hostile form gets a 4xx in the envelope', () => {
  const [images] = ROUTES;
  const raw = (contentType: string, body: Buffer) =>
    send({ path: images.path, headers: { ...bearer(exporter), 'content-type': contentType }, body });
  const refused = (answer: RawAnswer, status: number, message: string) =>
    expect(answer.json).toEqual({ responseCode: status, message, data: null });

  it('multipart without a boundary', async () => {
    const body = multipart(images.fields, [{ name: 'a.png', content: PNG }]).payload;
    refused(await raw('multipart/form-data', body), 400, FORM_MESSAGES.noBoundary);
  });

  it.each([
    ['text/plain', 'a file, honestly'],
    ['application/json', '{"documentType":"profile_image"}'],
  ])('a %s body on an upload route', async (type, text) => {
    refused(await raw(type, Buffer.from(text)), 400, FORM_MESSAGES.notMultipart);
  });

  it('11 text fields', async () => {
    const fields = Object.fromEntries(Array.from({ length: 11 }, (_, n) => [`field${n}`, 'x']));
    refused(await post(images, fields, [{ name: 'a.png', content: PNG }]), 400, FORM_MESSAGES.fields);
  });

  it.each(ROUTES)('$path: one file more than it takes', async (route) => {
    const files = Array.from({ length: route.files + 1 }, (_, n) => ({
      field: `file${n}`,
      name: 'a.png',
      content: PNG,
    }));
    refused(await post(route, route.fields, files), 400, FORM_MESSAGES.files(route.files));
  });

  it('a field value over 1 KB', async () => {
    const answer = await post(images, { documentType: 'x'.repeat(2000) }, [{ name: 'a.png', content: PNG }]);
    refused(answer, 400, FORM_MESSAGES.fieldSize);
  });

  it.each(ROUTES)('$path: a NUL in a text field, as a JSON body would be refused', async (route) => {
    const fields = { ...route.fields, documentSubType: 'PAN\u0000' };
    refused(await post(route, fields, [{ name: 'a.png', content: PNG }]), 400, FORM_MESSAGES.fieldCharacters);
    const named = { ...route.fields, ['sub\u0000type']: 'PAN' };
    refused(await post(route, named, [{ name: 'a.png', content: PNG }]), 400, FORM_MESSAGES.fieldCharacters);
  });

  it('a field named after a prototype property', async () => {
    const answer = await post(images, { ...images.fields, constructor: 'x' }, [{ name: 'a.png', content: PNG }]);
    refused(answer, 400, FORM_MESSAGES.fieldName);
  });

  it('a body that ends inside its file', async () => {
    const body = multipart(images.fields, [{ name: 'a.png', content: PNG }]).payload;
    refused(
      await raw(`multipart/form-data; boundary=----tradepay-test`, body.subarray(0, -40)),
      400,
      FORM_MESSAGES.malformed,
    );
  });
});

const ZIP = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(60)]);

describe.each(ROUTES)('$path refuses disguised files', (route) => {
  it.each([
    ['an ELF binary', 'scan.pdf', Buffer.concat([Buffer.from('\x7fELF'), Buffer.alloc(60)])],
    ['a Windows executable', 'scan.pdf', Buffer.concat([Buffer.from('MZ'), Buffer.alloc(60)])],
    ['an HTML page', 'scan.png', Buffer.from('<!DOCTYPE html><html><script>alert(1)</script></html>')],
    [
      'an SVG with a script',
      'scan.png',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    ],
    ['a ZIP named .pdf', 'scan.pdf', ZIP],
    ['a ZIP named .png', 'scan.png', ZIP],
    ['a ZIP named .jpg', 'scan.jpg', ZIP],
  ])("%s (%s): 415 'Invalid file type'", async (_kind, name, content) => {
    const answer = await post(route, route.fields, [{ name, content }]);
    expect(answer.json).toEqual({ responseCode: 415, message: 'Invalid file type', data: null });
  });

  it("an empty file counts as none: 400 'Please upload a file'", async () => {
    const answer = await post(route, route.fields, [{ name: 'scan.pdf', content: Buffer.alloc(0) }]);
    expect(answer.json).toEqual({ responseCode: 400, message: 'Please upload a file', data: null });
  });
});

describe('hostile names are made safe where they are stored and echoed', () => {
  const NAMES: [string, string, string][] = [
    ['path traversal', '../../../etc/passwd.pdf', 'passwd.pdf'],
    ['Windows path traversal', '..\\..\\windows\\system32\\scan.pdf', 'scan.pdf'],
    ['only dots', '..', 'document'],
    ['control characters', 'sc\x01an\x1b[31m\x7f.pdf', 'scan[31m.pdf'],
    ['a right-to-left override', 'invoice\u202Efdp.exe', 'invoicefdp.exe'],
    ['bidi isolates and marks', '\u2066scan\u2069\u200E\u200F.pdf', 'scan.pdf'],
    ['a 5,000-character name', `${'a'.repeat(5000)}.pdf`, `${'a'.repeat(251)}.pdf`],
  ];
  const [images, documents] = ROUTES;

  it.each(NAMES)('%s on an image', async (_kind, name, kept) => {
    const answer = await post(images, images.fields, [{ name, content: PNG }]);
    expect(answer.json).toMatchObject({ responseCode: 200, data: { documentName: kept } });
  });

  it.each(NAMES)('%s on a document', async (_kind, name, kept) => {
    const answer = await post(documents, documents.fields, [{ name, content: PDF }]);
    const { documentId, documentName } = (answer.json?.data ?? {}) as { documentId: string; documentName: string };
    expect(documentName).toBe(kept);
    const { rows } = await db.query<{ document_name: string }>(
      'SELECT document_name FROM documents WHERE document_id = $1',
      [documentId],
    );
    expect(rows[0].document_name).toBe(kept);
  });

  it('NUL in a name on the OCR route, whose demo reads the PAN from the name', async () => {
    const [, , , ocr] = ROUTES;
    const answer = await post(ocr, ocr.fields, [{ name: '..\\ABCPK\u00001234F\u202E.pdf', content: PDF }]);
    expect(answer.json).toMatchObject({ data: { pan: 'ABCPK1234F', document: { documentName: 'ABCPK1234F.pdf' } } });
  });
});
