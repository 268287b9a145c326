// Spec 1 section 4.4 through the real API client: a 401 ends the session after the 8-second popup; a new version prompts, Later snoozes.
import { MantineProvider } from '@mantine/core';
import { act, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { request } from '../../api/client';
import { readSession, writeSession } from '../../session/session';
import { SessionWatch } from './SessionWatch';
import { SNOOZE_MS } from './version';

const answer = (status: number, version = '1.0.0') =>
  vi.stubGlobal(
    'fetch',
    async () =>
      new Response(JSON.stringify({ responseCode: status, message: 'x', data: null }), {
        status,
        headers: { 'content-type': 'application/json', 'app-version': version },
      }),
  );

const mount = () => {
  const router = createMemoryRouter(
    [
      { path: '/dashboard', element: <SessionWatch /> },
      { path: '/sign-in', element: <p>sign-in page</p> },
    ],
    { initialEntries: ['/dashboard'] },
  );
  render(
    <MantineProvider env="test">
      <RouterProvider router={router} />
    </MantineProvider>,
  );
  return router;
};

afterEach(() => vi.useRealTimers());

describe('session expiry', { timeout: 15_000 }, () => {
  it("shows 'Session Expired!' without a close button on a 401, then clears the session but the privileges and goes to sign-in", async () => {
    writeSession('token', 'abc');
    writeSession('email', 'ravi@demo.test');
    writeSession('privileges', '[]');
    const router = mount();
    answer(401);
    const refused = Date.now();
    await request('GET', '/masters/currencies').catch(() => undefined);
    expect(await screen.findByText('Session Expired!')).toBeInTheDocument();
    expect(screen.getByText('Please login again')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /close/i })).not.toBeInTheDocument();
    // The eight seconds run from the refusal, however long the dialog took to be fetched: still there at seven.
    await act(() => new Promise((resolve) => setTimeout(resolve, refused + 7_000 - Date.now())));
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(screen.getByRole('timer')).toHaveTextContent(/Redirecting to sign in in [12] s/);
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'), { timeout: 3_000 });
    expect(readSession('token')).toBeNull();
    expect(readSession('email')).toBeNull();
    expect(readSession('privileges')).toBe('[]');
  });

  it('treats a 403 the same way', async () => {
    writeSession('token', 'abc');
    mount();
    answer(403);
    await request('GET', '/masters/roles').catch(() => undefined);
    expect(await screen.findByText('Session Expired!')).toBeInTheDocument();
  });
});

describe('new version', () => {
  it('prompts when the version changes, and Later keeps quiet for five minutes', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mount();
    answer(200, '1.0.0');
    await request('GET', '/health');
    expect(readSession('appVersion')).toBe('1.0.0');
    expect(screen.queryByText('New Version Available')).not.toBeInTheDocument();
    answer(200, '1.1.0');
    await request('GET', '/health');
    expect(await screen.findByText('New Version Available')).toBeInTheDocument();
    await act(async () => screen.getByRole('button', { name: 'Later' }).click());
    await request('GET', '/health');
    expect(screen.queryByText('New Version Available')).not.toBeInTheDocument();
    vi.setSystemTime(Date.now() + SNOOZE_MS + 1000);
    await request('GET', '/health');
    expect(await screen.findByText('New Version Available')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });
});

describe('a change that needs a recent sign-in', () => {
  const STALE = 'For your security, please sign in again to make this change.';
  const refuse = () =>
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ responseCode: 400, message: STALE, data: { reauthenticate: true } }), {
            status: 400,
            headers: { 'content-type': 'application/json' },
          }),
      ),
    );

  it("offers 'Sign in again': Cancel keeps the session, Sign in again ends it here and on the server", async () => {
    writeSession('token', 'abc');
    const router = mount();
    refuse();
    await request('POST', '/auth/change-password', { password: 'x' }).catch(() => undefined);
    const dialog = await screen.findByRole('dialog', { name: 'Sign in again' });
    expect(dialog).toHaveTextContent(STALE);
    await act(async () => screen.getByRole('button', { name: 'Cancel' }).click());
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Sign in again' })).not.toBeInTheDocument());
    expect(readSession('token')).toBe('abc');

    await request('POST', '/auth/change-password', { password: 'x' }).catch(() => undefined);
    await act(async () => (await screen.findByRole('button', { name: 'Sign in again' })).click());
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
    expect(readSession('token')).toBeNull();
    expect(
      vi.mocked(fetch).mock.calls.some(([input]) => String((input as Request).url).endsWith('/api/auth/logout')),
    ).toBe(true);
  });
});
