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
import { openTestDb } from '../test-app';
import { registerStaticApp } from './static-app';

const SCRIPT = `export const answer = ${JSON.stringify('x'.repeat(2000))};\n`;
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

  it('the favicon is revalidated, not kept for a year', async () => {
    const response = await get('/favicon.svg', 'br, gzip');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });
});

describe('in the whole app', () => {
  it('keeps these headers through every hook, and API answers are never stored', async () => {
    const db = await openTestDb();
    const config = loadConfig({ NODE_ENV: 'test', DIST_DIR: dist }, '9.9.9');
    const whole = await buildApp({ config, console: 'client', db, outbox: databaseOutbox, serveApp: true });
    try {
      const asset = await whole.inject({ url: '/assets/x-abc123.js', headers: { 'accept-encoding': 'br' } });
      expect(asset.headers['content-encoding']).toBe('br');
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(asset.headers.vary).toMatch(/accept-encoding/i);
      const page = await whole.inject({ url: '/sign-in', headers: { 'accept-encoding': 'br' } });
      expect(page.headers['cache-control']).toBe('no-cache');
      const api = await whole.inject({ url: '/api/health', headers: { 'accept-encoding': 'br' } });
      expect(api.headers['cache-control']).toBe('no-store');
    } finally {
      await whole.close();
      await db.close();
    }
  });
});
