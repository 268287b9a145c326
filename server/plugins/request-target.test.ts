// The audit's first hole, tried over a real socket: odd request targets never step around a route's guard.
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/db';
import { testApp } from '../testing/test-app';
import { checkTarget, allowedHosts } from './request-target';

let app: FastifyInstance;
let db: Db;
let port: number;

/** Sends the target exactly as given (absolute-form, doubled slashes and dot segments are not normalised). */
const raw = (path: string, host = `127.0.0.1:${port}`, method = 'GET') =>
  new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, method, headers: { host } }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });

beforeAll(async () => {
  ({ app, db } = await testApp({ console: 'admin' }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as { port: number }).port;
});
afterAll(async () => {
  await app.close();
  await db.close();
});

describe('request targets', () => {
  it('guards an absolute-form target naming our host like its path', async () => {
    const res = await raw(`http://127.0.0.1:${port}/api/onboarding/clients`);
    expect(res.status).toBe(401);
    expect(JSON.parse(res.body)).toEqual({ responseCode: 401, message: 'Unauthorized', data: null });
    expect((await raw(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
  });

  it.each([
    ['an absolute-form target naming another host', 'http://evil.example/api/onboarding/clients'],
    ['a doubled slash', '//api/onboarding/clients'],
    ['a dot-dot segment', '/api/../api/onboarding/clients'],
    ['a dot segment', '/api/./onboarding/clients'],
    ['an encoded dot-dot', '/api/%2e%2e/api/onboarding/clients'],
    ['an encoded slash', '/api%2fonboarding%2fclients'],
    ['an encoded backslash', '/api%5conboarding%5cclients'],
    ['an encoded NUL', '/api/onboarding/clients%00'],
    ['an asterisk-form target', '*'],
  ])('refuses %s with 400 in the envelope', async (_name, target) => {
    const res = await raw(target);
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body)).toMatchObject({ responseCode: 400, data: null });
  });

  it.each([
    ['a path that is not valid UTF-8', '/api/masters/currencies/%ED%A0%80/status', 400],
    ['a path value past the length limit', `/api/masters/currencies/${'X'.repeat(5000)}/status`, 414],
  ])('answers %s in the envelope', async (_name, target, status) => {
    const res = await raw(target, undefined, 'PUT');
    expect(res.status).toBe(status);
    expect(JSON.parse(res.body)).toMatchObject({ responseCode: status, data: null });
  });

  it('refuses a Host that is not ours', async () => {
    const res = await raw('/api/health', 'evil.example');
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body).message).toBe('This host is not served here.');
  });

  it('accepts hosts named in ALLOWED_HOSTS, and ordinary query strings', () => {
    const hosts = allowedHosts('127.0.0.1', 'pay.example.in');
    expect(checkTarget('/api/health?x=a/../b', 'pay.example.in:443', hosts)).toEqual({ path: '/api/health?x=a/../b' });
    expect(checkTarget('https://pay.example.in/api/health', 'pay.example.in', hosts)).toEqual({ path: '/api/health' });
    expect(checkTarget('/api/health', undefined, hosts)).toEqual({ refuse: 'This host is not served here.' });
  });
});
