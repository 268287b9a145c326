// Each route kind of screens.config.ts renders its declaration through the router: a flow with its links and `done`,
// a wizard by id or by screen with its scope, a page with the path's parameters.
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screens, type ScreenRoute } from '../../../screens.config';
import type { ConsoleKind } from '../../session/console';
import { AppRouter, memoryHistory } from '../router';
import { buildRoutes } from '../routes';

const awaiting = () => import('../../pages/AwaitingScreen');

const SCREENS: ScreenRoute[] = [
  { path: '/sign-in', title: 'Sign In', access: 'public', bare: true, screen: awaiting },
  { path: '/set-password', title: 'Set Password', access: 'public', bare: true, flow: 'auth.forgot-password' },
  { path: '/sign-up', title: 'Sign Up', access: 'public', bare: true, flow: 'auth.sign-up' },
  { path: '/contact', title: 'Contact', access: 'public', bare: true, wizard: 'examples.contact' },
  {
    path: '/onboarding',
    title: 'Onboarding',
    access: 'public',
    bare: true,
    wizard: 'onboarding',
    scope: {
      consoles: ['admin'],
      fields: ['clientId'],
      facts: ['purpose'],
      otherwise: '/onboarding-list',
      heading: 'Client {clientId}',
    },
  },
  { path: '/onboarding-list', title: 'Client Onboarding', access: 'public', bare: true, screen: awaiting },
  { path: '/clients/:clientId', title: 'Client Detail', access: 'public', bare: true, page: 'examples.client-detail' },
  // The product's own client-scoped tables, as screens.config.ts declares them (opened here without a session).
  ...screens
    .filter((route) => route.path === '/documents' || route.path === '/set-virtual-accounts')
    .map((route): ScreenRoute => ({ ...route, access: 'public', bare: true })),
];

let posted: { url: string; body: unknown }[] = [];
beforeEach(() => {
  posted = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    posted.push({ url: request.url, body: request.method === 'GET' ? undefined : await request.clone().text() });
    return new Response(JSON.stringify({ responseCode: 200, message: 'Success', data: [] }), {
      headers: { 'content-type': 'application/json' },
    });
  });
});

/** Opens a path in a console: its routes, and the meta tag the server writes for it. */
afterEach(() => document.head.querySelector('meta[name="app-console"]')?.remove());

function visit(path: string, console: ConsoleKind = 'client', state?: unknown) {
  document.head.querySelector('meta[name="app-console"]')?.remove();
  const meta = Object.assign(document.createElement('meta'), { name: 'app-console', content: console });
  document.head.append(meta);
  const history = memoryHistory([{ pathname: path, state }]);
  render(
    <MantineProvider>
      <Notifications />
      <AppRouter history={history} routes={buildRoutes(SCREENS, console)} />
    </MantineProvider>,
  );
  return history;
}

describe('route kinds', () => {
  it('shows a flow route in the card with its declared title and links', async () => {
    visit('/sign-up');
    expect(await screen.findByRole('heading', { name: 'Sign Up' })).toBeInTheDocument();
    expect(screen.getByText(/Already registered\?/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/sign-in');
  });

  it("says a flow's done message in its place", async () => {
    visit('/set-password');
    expect(await screen.findByRole('heading', { name: 'Forgot Password' })).toBeInTheDocument();
    await userEvent.type(await screen.findByRole('textbox', { name: /Email/ }), 'ravi@demo.test');
    await userEvent.click(screen.getByRole('button', { name: 'Send Link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'If this email is registered, a link to set your password has been sent.',
    );
    expect(posted.some(({ url }) => url.endsWith('/api/auth/reset-link'))).toBe(true);
  });

  it('shows a wizard route named by its id', async () => {
    visit('/contact');
    expect(await screen.findByRole('textbox', { name: /Full Name/ })).toBeInTheDocument();
  });

  it('sends a scoped wizard route without its scope to `otherwise`', async () => {
    const history = visit('/onboarding', 'admin');
    await waitFor(() => expect(history.location.pathname).toBe('/onboarding-list'));
  });

  it("shows a scoped wizard route with the scope's heading", async () => {
    visit('/onboarding', 'admin', { clientId: 'CL-7', purpose: 'payments' });
    expect(await screen.findByRole('heading', { name: 'Client CL-7' })).toBeInTheDocument();
  });

  it.each([
    ['/documents', /^Documents are kept per client\. Choose a client/],
    ['/set-virtual-accounts', /^Virtual accounts are kept per client\. Choose a client/],
  ])(
    'says what to choose on %s in the admin console without a client, and asks the API nothing',
    async (path, text) => {
      visit(path, 'admin');
      expect(await screen.findByText(text)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Go to Client Onboarding' })).toHaveAttribute('href', '/onboarding-list');
      // (Other tests' screens may still be asking for their own data: only this screen's source counts.)
      expect(posted.filter(({ url }) => /\/api\/(documents|virtual-accounts)/.test(url))).toEqual([]);
    },
  );

  it("lists a scoped table route for the admin's chosen client, and for a client user their own", async () => {
    visit('/documents', 'admin', { clientId: 'CL-5' });
    expect(await screen.findByRole('heading', { name: 'Client CL-5' })).toBeInTheDocument();
    await waitFor(() =>
      expect(posted.map(({ url }) => new URL(url).pathname + new URL(url).search)).toContain(
        '/api/documents?clientId=CL-5',
      ),
    );
    cleanup();
    posted = [];
    visit('/set-virtual-accounts', 'client');
    await waitFor(() => expect(posted.map(({ url }) => new URL(url).pathname)).toContain('/api/virtual-accounts'));
    expect(posted.some(({ url }) => url.includes('clientId'))).toBe(false);
    expect(screen.queryByText(/Choose a client/)).toBeNull();
  });

  it("shows a page route with the path's parameters", async () => {
    visit('/clients/CL-9', 'admin');
    expect(await screen.findByRole('heading', { name: 'Client CL-9' })).toBeInTheDocument();
    expect(await screen.findByText('Example Exports Pvt Ltd')).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
  });
});
