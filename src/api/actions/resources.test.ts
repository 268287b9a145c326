// Every declared resource's four actions are one request each to the generic resource route.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callAction } from './index';

afterEach(() => vi.unstubAllGlobals());

const answering = () => {
  const fetch = vi.fn(
    async () => new Response(JSON.stringify({ responseCode: 200, message: 'Saved successfully', data: [] })),
  );
  vi.stubGlobal('fetch', fetch);
  return () => {
    const [input, init] = fetch.mock.calls.at(-1) as unknown as [Request | string, RequestInit | undefined];
    const request = input instanceof Request ? input : new Request(input, init);
    return { method: request.method, url: new URL(request.url).pathname + new URL(request.url).search, request };
  };
};

describe('resource actions', () => {
  it('list, create, update and remove through /api/resources/<id>, the client named for the admin', async () => {
    const last = answering();
    await callAction('resources.notes.list');
    expect(last()).toMatchObject({ method: 'GET', url: '/api/resources/notes' });
    await callAction('resources.notes.create', { clientId: 'CL1002', title: 'x' });
    expect(last()).toMatchObject({ method: 'POST', url: '/api/resources/notes?clientId=CL1002' });
    await callAction('resources.notes.update', { noteId: 'N1', title: 'y' });
    expect(last()).toMatchObject({ method: 'PUT', url: '/api/resources/notes' });
    await callAction('resources.notes.remove', { noteId: 'N1' });
    expect(last()).toMatchObject({ method: 'POST', url: '/api/resources/notes/remove' });
  });

  it('refuses a name that is no resource operation', async () => {
    await expect(callAction('resources.notes.drop')).rejects.toThrow('Unknown action "resources.notes.drop"');
  });
});
