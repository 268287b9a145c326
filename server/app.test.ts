// The envelope, security headers, trace ids and bad input at the level of the whole app.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Db } from './db/db';
import { bearer, testApp, tokenFor } from './testing/test-app';

let app: FastifyInstance;
let db: Db;

beforeAll(async () => {
  ({ app, db } = await testApp({
    env: { BODY_LIMIT: '2048' },
    extend: (instance) => {
      instance.post(
        '/api/test/echo',
        {
          config: { public: true },
          schema: {
            body: {
              type: 'object',
              required: ['amount'],
              additionalProperties: false,
              properties: {
                amount: { type: 'number' },
                note: {
                  type: 'string',
                  maxLength: 5,
                  errorMessage: { maxLength: 'Please enter maximum 5 characters for Note' },
                },
              },
            },
          },
        },
        async (request) => ({ responseCode: 200, message: 'Success', data: request.body }),
      );
    },
  }));
});
afterAll(async () => {
  await app.close();
  await db.close();
});

describe('GET /api/health', () => {
  it('answers in the envelope with the console and database', async () => {
    const res = await app.inject('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      responseCode: 200,
      message: 'Success',
      data: { status: 'ok', console: 'client', database: db.kind, version: '9.9.9' },
    });
  });

  it('sends the app version, a trace id and the security headers', async () => {
    const res = await app.inject('/api/health');
    expect(res.headers['app-version']).toBe('9.9.9');
    expect(res.headers['x-trace-id']).toMatch(/^[0-9a-f-]{36}$/);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    const policy = String(res.headers['permissions-policy']);
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'interest-cohort']) {
      expect(policy).toContain(`${feature}=()`);
    }
    expect(res.headers).not.toHaveProperty('strict-transport-security');
  });

  it('sends Strict-Transport-Security only on a request that came over TLS', async () => {
    const tls = await testApp({
      db,
      extend: (instance) =>
        instance.addHook('onRequest', async (request) => {
          Object.assign(request.raw.socket, { encrypted: true });
        }),
    });
    const res = await tls.app.inject('/api/health');
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    await tls.app.close();
  });

  it('keeps the trace id the caller sent when it is a uuid', async () => {
    const traceId = '1b4e28ba-2fa1-41d2-883f-0016d3cca427';
    const res = await app.inject({ url: '/api/health', headers: { 'x-trace-id': traceId } });
    expect(res.headers['x-trace-id']).toBe(traceId);
    const other = await app.inject({ url: '/api/health', headers: { 'x-trace-id': 'not a uuid' } });
    expect(other.headers['x-trace-id']).not.toBe('not a uuid');
  });
});

describe('route access', () => {
  it('refuses to start with a route that declares no audience, naming it', async () => {
    const started = testApp({
      db,
      extend: (instance) => {
        instance.get('/api/test/undeclared', async () => ({ responseCode: 200, message: 'Success', data: null }));
      },
    });
    await expect(started).rejects.toThrow(
      'Routes declare no audience (config.public or config.access): GET /api/test/undeclared',
    );
  });

  it('decides on the matched route, so a signed-in caller of another console is refused', async () => {
    const adminToken = await tokenFor(db, 'admin@demo.test', 'admin');
    const res = await app.inject({ url: '/api/shipments/count', headers: bearer(adminToken) });
    expect(res.json()).toEqual({ responseCode: 401, message: 'Unauthorized', data: null });
  });
});

describe('bad input', () => {
  it('answers an unknown /api route with 404 in the envelope', async () => {
    const res = await app.inject('/api/no-such-thing');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ responseCode: 404, message: 'No route GET /api/no-such-thing', data: null });
  });

  it('answers malformed JSON with 400 and a clear message', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"amount": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().responseCode).toBe(400);
    expect(res.json().message).toMatch(/^The request body is not valid JSON\./);
  });

  it('refuses an oversized body from its Content-Length with 413', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ amount: 1, note: 'x'.repeat(4000) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ responseCode: 413, message: 'The request body is too large.', data: null });
  });

  it('refuses a body of the wrong type instead of coercing it', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/test/echo', payload: { amount: '12' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('amount: must be number');
  });

  it('refuses extra properties instead of silently removing them', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/test/echo', payload: { amount: 12, admin: true } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('must NOT have additional properties');
  });

  it("uses the schema's errorMessage as the message", async () => {
    const res = await app.inject({ method: 'POST', url: '/api/test/echo', payload: { amount: 12, note: 'too long' } });
    expect(res.json()).toMatchObject({
      responseCode: 400,
      message: 'note: Please enter maximum 5 characters for Note',
    });
  });

  it('passes a valid body through unchanged', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/test/echo', payload: { amount: 12.5, note: 'ok' } });
    expect(res.json()).toEqual({ responseCode: 200, message: 'Success', data: { amount: 12.5, note: 'ok' } });
  });
});
