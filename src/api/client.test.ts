// Spec 1 section 7: every request carries the bearer token, a uuid trace id, the console and the e-mail; skip-auth ones do not.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { declarationsInForce } from '../engine/core/in-force';
import { writeSession } from '../session/session';
import { ApiError, request, SKIP_AUTH } from './client';

const capture = () => {
  const seen: Request[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request) => {
      seen.push(input);
      return new Response(JSON.stringify({ responseCode: 200, message: 'Success', data: 7 }), {
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return seen;
};

afterEach(() => vi.unstubAllGlobals());

describe('request', () => {
  it('sends the session headers and unwraps the envelope', async () => {
    writeSession('token', 'tok-1');
    writeSession('email', 'ravi@demo.test');
    const seen = capture();
    expect(await request('GET', '/shipments/count')).toBe(7);
    const headers = seen[0].headers;
    expect(headers.get('authorization')).toBe('Bearer tok-1');
    expect(headers.get('x-trace-id')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(headers.get('console')).toBe('client');
    expect(headers.get('emailId')).toBe('ravi@demo.test');
    expect(new URL(seen[0].url).pathname).toBe('/api/shipments/count');
  });

  it('leaves the session headers off a skip-auth request', async () => {
    writeSession('token', 'tok-1');
    writeSession('email', 'ravi@demo.test');
    const seen = capture();
    await request('POST', '/auth/otp/generate', {}, { headers: { [SKIP_AUTH]: '1' } });
    expect(seen[0].headers.get('authorization')).toBeNull();
    expect(seen[0].headers.get('emailId')).toBeNull();
    expect(seen[0].headers.has(SKIP_AUTH)).toBe(false);
    expect(seen[0].headers.get('x-trace-id')).toBeTruthy();
  });

  it('asks for the declarations in force once an answer names another set, and not again for the same', async () => {
    const seen: Request[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: Request) => {
        seen.push(input);
        const inForce = new URL(input.url).pathname === '/api/declarations-in-force';
        const data = inForce ? { stamp: 'abc123', modules: { 'form:x': '/published/form/x.1.abc.js' } } : 7;
        return new Response(JSON.stringify({ responseCode: 200, message: 'Success', data }), {
          headers: { 'content-type': 'application/json', 'x-declarations-in-force': 'abc123' },
        });
      }),
    );
    await request('GET', '/shipments/count');
    await vi.waitFor(() => expect(declarationsInForce.stamp).toBe('abc123'));
    await request('GET', '/shipments/count');
    expect(seen.map((sent) => new URL(sent.url).pathname)).toEqual([
      '/api/shipments/count',
      '/api/declarations-in-force',
      '/api/shipments/count',
    ]);
  });

  it("throws the server's message when responseCode is not 200", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ responseCode: 409, message: 'HS Code already exists', data: null }), {
            status: 409,
          }),
      ),
    );
    await expect(request('POST', '/masters/hs-codes', {})).rejects.toEqual(new ApiError('HS Code already exists', 409));
  });

  it("says 'Something went wrong' when the network fails", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    await expect(request('GET', '/health')).rejects.toThrow('Something went wrong');
  });
});
