// The built app's delivery: precompressed copies by Accept-Encoding, hashed files cached for good, index.html never.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseOutbox } from '../adapters/outbox';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { fileVersion } from '../schema-lab/publish';
import { insertVersion } from '../schema-lab/versions';
import { openTestDb } from '../testing/test-app';
import { registerStaticApp, routeIndexes } from './static-app';

const SCRIPT = `export const answer = ${JSON.stringify('x'.repeat(2000))};\n`;
/** A build's manifest: the sign-in screen and the table renderer share a chunk; the entry is in index.html already. */
const MANIFEST = {
  'index.html': { file: 'assets/index-e1.js', isEntry: true },
  // the app the entry imports once it has started the page's screen (src/boot.ts), grouped as scripts/chunks.ts says
  '_app-p1.js': { file: 'assets/app-p1.js', name: 'app', imports: ['index.html'] },
  '_shared-s1.js': { file: 'assets/shared-s1.js', imports: ['index.html'], css: ['assets/shared-s1.css'] },
  'src/app/auth/SignInScreen.tsx': { file: 'assets/SignInScreen-a1.js', imports: ['_shared-s1.js', 'index.html'] },
  'src/app/route-kinds/TableRoute.tsx': { file: 'assets/TableRoute-t1.js', imports: ['_shared-s1.js'] },
  'virtual:table/currency': { file: 'assets/currency-c1.js' },
  'src/app/route-kinds/WizardRoute.tsx': { file: 'assets/WizardRoute-w1.js', imports: ['_shared-s1.js'] },
  'virtual:wizard/onboarding-payments': { file: 'assets/onboarding-payments-p1.js' },
  'virtual:wizard/onboarding-service': { file: 'assets/onboarding-service-v1.js' },
  'virtual:form/onboarding.service-basic': { file: 'assets/service-basic-f1.js' },
};
let dist: string;
let app: FastifyInstance;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'static-app-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<html><head><title>t</title></head><body></body></html>');
  writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(dist, 'assets', 'x-abc123.js'), SCRIPT);
  writeFileSync(join(dist, 'assets', 'x-abc123.js.br'), brotliCompressSync(SCRIPT));
  writeFileSync(join(dist, 'assets', 'x-abc123.js.gz'), gzipSync(SCRIPT));
  writeFileSync(join(dist, 'assets', 'only-plain-def456.css'), 'body{margin:0}');
  writeFileSync(join(dist, 'assets', 'logo-f00.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  mkdirSync(join(dist, '.vite'));
  writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  app = Fastify();
  await registerStaticApp(app, dist, 'client');
  await app.ready();
});

afterAll(async () => {
  await app.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('hashed assets', () => {
  it('sends the brotli copy to a browser that accepts it, cached for a year', async () => {
    const response = await get('/assets/x-abc123.js', 'gzip, deflate, br, zstd');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends the gzip copy when brotli is not accepted', async () => {
    const response = await get('/assets/x-abc123.js', 'gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(response.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends the file itself when nothing is accepted, or when it has no compressed copy', async () => {
    const plain = await get('/assets/x-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    const css = await get('/assets/only-plain-def456.css', 'br, gzip');
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-encoding']).toBeUndefined();
    expect(css.body).toBe('body{margin:0}');
    expect(css.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('does not serve the compressed copies under their own names', async () => {
    expect((await get('/assets/x-abc123.js.br', 'br')).statusCode).toBe(404);
    expect((await get('/assets/x-abc123.js.gz', 'gzip')).statusCode).toBe(404);
  });
});

describe('files that keep their name', () => {
  it('index.html is asked for again on every visit', async () => {
    for (const url of ['/', '/index.html']) {
      const response = await get(url, 'br, gzip');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.body).toContain('<meta name="app-console" content="client" />');
    }
  });

  it("each route's page preloads its first chunks; an unknown path the sign-in screen it is sent to", async () => {
    const { indexFor } = routeIndexes(dist, 'client');
    const signIn = indexFor('/sign-in')!;
    expect(signIn).toContain('<link rel="modulepreload" crossorigin href="/assets/SignInScreen-a1.js">');
    expect(signIn).toContain('<link rel="modulepreload" crossorigin href="/assets/shared-s1.js">');
    expect(signIn).toContain('<link rel="stylesheet" crossorigin href="/assets/shared-s1.css">');
    expect(signIn).not.toContain('index-e1.js');
    // every page names the app first, whatever its route
    expect(signIn).toContain('<link rel="modulepreload" crossorigin href="/assets/app-p1.js">');
    expect(signIn.indexOf('app-p1.js')).toBeLessThan(signIn.indexOf('SignInScreen-a1.js'));
    expect(signIn.indexOf('modulepreload')).toBeLessThan(signIn.indexOf('</head>'));
    const currency = indexFor('/currency')!;
    expect(currency).toContain('href="/assets/TableRoute-t1.js"');
    expect(currency).toContain('href="/assets/app-p1.js"');
    expect(currency).toContain('href="/assets/currency-c1.js"');
    expect(currency).not.toContain('SignInScreen');
    // the screen the browser draws for the path, as react-router matches it: capitals and a trailing slash too
    expect(indexFor('/CURRENCY/')).toBe(currency);
    for (const path of ['/', '/index.html', '/no-such-screen']) expect(indexFor(path)).toBe(signIn);
    for (const url of ['/', '/index.html']) expect((await get(url)).body).toBe(signIn);
  });

  it('a declaration in force is preloaded as its published module, not its built chunk; with none, as built', () => {
    const { indexFor } = routeIndexes(dist, 'client');
    const before = indexFor('/currency')!;
    const url = '/published/table/currency.1.0123456789ab.js';
    const published = indexFor('/currency', { stamp: 'abc123abc123', modules: { 'table:currency': url } })!;
    expect(published).toContain(`<link rel="modulepreload" crossorigin href="${url}">`);
    expect(published).not.toContain('currency-c1.js');
    expect(published).toContain('href="/assets/TableRoute-t1.js"');
    expect(indexFor('/sign-in', { stamp: 'abc123abc123', modules: { 'table:currency': url } })).toBe(
      indexFor('/sign-in'),
    );
    expect(indexFor('/currency', { stamp: '0', modules: {} })).toBe(before);
    expect(before).toContain('href="/assets/currency-c1.js"');
  });

  it("names the wizard the request's facts cookie hints at, for the screen's candidates only, and none without one", async () => {
    // as the app does (server/plugins/envelope.ts), any other path is answered with its page
    const pages = Fastify();
    pages.setNotFoundHandler(await registerStaticApp(pages, dist, 'client'));
    const page = (cookie?: string, url = '/onboarding') =>
      pages.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
    const hint = (facts: unknown) => `theme=dark; wizard-facts=${encodeURIComponent(JSON.stringify(facts))}`;
    const service = await page(hint(['Service Exporter', 'payments', 'Individual']));
    expect(service.body).toContain('href="/assets/onboarding-service-v1.js"');
    expect(service.body).toContain('href="/assets/service-basic-f1.js"');
    expect(service.body).not.toContain('onboarding-payments-p1.js');
    expect(service.headers.vary).toMatch(/cookie/i);
    const payments = await page(hint(['Client Exporter', 'payments', 'Private Limited']));
    expect(payments.body).toContain('href="/assets/onboarding-payments-p1.js"');
    expect(payments.body).not.toContain('onboarding-service-v1.js');
    const plain = (await page()).body;
    expect(plain).toContain('href="/assets/WizardRoute-w1.js"');
    expect(plain).not.toMatch(/onboarding-(service|payments)/);
    for (const cookie of ['wizard-facts=%7Bnot-json', hint(['a', 'b']), hint([1, 2, 3]), hint(['x'.repeat(400), 1])])
      expect((await page(cookie)).body).toBe(plain);
    // a page without several wizards is the same whatever the cookie says
    expect((await page(undefined, '/currency')).body).toBe((await page(hint(['Admin', null, null]), '/currency')).body);
    await pages.close();
  });

  it('does not serve the manifest', async () => {
    const response = await get('/.vite/manifest.json');
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('isEntry');
  });

  it('the favicon is revalidated, not kept for a year', async () => {
    const response = await get('/favicon.svg', 'br, gzip');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });
});

describe('a page of the whole app while a declaration is published', () => {
  it('preloads the module in force in place of the built chunk, and the newer one after a rollback', async () => {
    const db = await openTestDb();
    const config = loadConfig({ NODE_ENV: 'test', DIST_DIR: dist }, '9.9.9');
    const whole = await buildApp({ config, console: 'client', db, outbox: databaseOutbox, serveApp: true });
    try {
      const { rows } = await db.query<{ user_id: string }>(
        "SELECT user_id FROM users WHERE email = 'analyst@demo.test'",
      );
      const table = { ...fileVersion('table', 'currency').document, title: 'Currencies in force' };
      const version = (n: number) => ({
        kind: 'table' as const,
        id: 'currency',
        version: n,
        diff: [],
        authorId: rows[0]!.user_id,
      });
      await db.transaction((tx) => insertVersion(tx, { ...version(1), document: table, comment: 'Published' }));
      await whole.declarations.refresh();
      const url = whole.declarations.summary().modules['table:currency']!;
      expect(url).toMatch(/^\/published\/table\/currency\.1\.[0-9a-f]{12}\.js$/);
      const page = (await whole.inject({ url: '/currency', headers: { accept: 'text/html' } })).body;
      expect(page).toContain(`<link rel="modulepreload" crossorigin href="${url}">`);
      expect(page).not.toContain('currency-c1.js');
      expect((await whole.inject(url)).statusCode).toBe(200);
      const original = fileVersion('table', 'currency').document;
      await db.transaction((tx) =>
        insertVersion(tx, { ...version(2), document: original, comment: 'Back', rolledBackTo: 0 }),
      );
      await whole.declarations.refresh();
      const again = (await whole.inject({ url: '/currency', headers: { accept: 'text/html' } })).body;
      expect(again).not.toContain(url);
      expect(again).toContain(`href="${whole.declarations.summary().modules['table:currency']}"`);
    } finally {
      await whole.close();
      await db.close();
    }
  });
});

/** What only a document acts on: sent with pages (and API answers), not with hashed scripts and styles. */
const DOCUMENT_ONLY = [
  'content-security-policy',
  'permissions-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-frame-options',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];
/** What every answer keeps, files included. */
const EVERY_ANSWER = ['x-content-type-options', 'cross-origin-resource-policy', 'referrer-policy'];
const DOCUMENT_HEADERS = [...DOCUMENT_ONLY, ...EVERY_ANSWER];

describe('in the whole app', () => {
  it('keeps these headers through every hook, API answers are never stored, and files carry no document-only headers', async () => {
    const db = await openTestDb();
    const config = loadConfig({ NODE_ENV: 'test', DIST_DIR: dist }, '9.9.9');
    const whole = await buildApp({ config, console: 'client', db, outbox: databaseOutbox, serveApp: true });
    try {
      const asset = await whole.inject({ url: '/assets/x-abc123.js', headers: { 'accept-encoding': 'br' } });
      expect(asset.headers['content-encoding']).toBe('br');
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(asset.headers.vary).toMatch(/accept-encoding/i);
      const api = await whole.inject({ url: '/api/health', headers: { 'accept-encoding': 'br' } });
      expect(api.headers['cache-control']).toBe('no-store');
      const page = await whole.inject({ url: '/sign-in', headers: { 'accept-encoding': 'br' } });
      expect(page.headers['cache-control']).toBe('no-cache');
      const unknown = await whole.inject({ url: '/no-such-screen', headers: { accept: 'text/html' } });
      expect(unknown.body).toContain('href="/assets/SignInScreen-a1.js"');
      const table = await whole.inject({ url: '/currency?page=2', headers: { accept: 'text/html' } });
      expect(table.body).toContain('href="/assets/TableRoute-t1.js"');
      for (const document of [page, unknown])
        for (const name of DOCUMENT_HEADERS) expect(document.headers).toHaveProperty(name);
      for (const name of DOCUMENT_ONLY) expect(asset.headers).not.toHaveProperty(name);
      for (const name of EVERY_ANSWER) expect(asset.headers).toHaveProperty(name);
      const svg = await whole.inject({ url: '/assets/logo-f00.svg' });
      for (const name of DOCUMENT_HEADERS) expect(svg.headers).toHaveProperty(name);
      for (const name of DOCUMENT_HEADERS) expect(api.headers).toHaveProperty(name);
    } finally {
      await whole.close();
      await db.close();
    }
  });
});
