// The route table as a visitor meets it: public paths, the login guard, console-only routes and unknown paths.
import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screens } from '../../screens.config';
import type { ConsoleKind } from '../session/console';
import { AppRouter, memoryHistory } from './router';
import { buildRoutes } from './routes';
import { screensFor } from '../engine/core/screens-for';
import { writeSession } from '../session/session';

// Screens that list options (the sign-up country) ask the API; here it answers with an empty list.
beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    async () =>
      new Response(JSON.stringify({ responseCode: 200, message: 'Success', data: [] }), {
        headers: { 'content-type': 'application/json' },
      }),
  );
});

function visit(path: string, console: ConsoleKind = 'client') {
  const history = memoryHistory([path]);
  render(
    <MantineProvider>
      <AppRouter history={history} routes={buildRoutes(screens, console)} />
    </MantineProvider>,
  );
  return history;
}

const settle = async (history: ReturnType<typeof visit>, heading: string) => {
  // A screen arrives with its chunks (the frame's, the screen's, its declaration's): setup-dom.ts gives each wait
  // five seconds, for a busy machine.
  await screen.findAllByRole('heading', { name: heading });
  return history.location.pathname;
};

describe('routes from screens.config.ts', () => {
  it.each(['/', '/no-such-page', '/dashboard', '/onboarding-list/CL1001'])(
    'sends a visitor without a session from %s to /sign-in',
    async (path) => {
      const history = visit(path);
      expect(await settle(history, 'Sign In')).toBe('/sign-in');
    },
  );

  it('opens /sign-up in the client console', async () => {
    const history = visit('/sign-up', 'client');
    expect(await settle(history, 'Sign Up')).toBe('/sign-up');
  });

  it('redirects /sign-up to /sign-in in the admin console', async () => {
    const history = visit('/sign-up', 'admin');
    expect(await settle(history, 'Sign In')).toBe('/sign-in');
  });

  it('opens the public legal pages without a session', async () => {
    const history = visit('/privacy-policy');
    expect(await settle(history, 'Privacy Policy')).toBe('/privacy-policy');
  });

  it('shows a guarded route inside the shell once signed in, with the menu from the privileges', async () => {
    writeSession('token', 'abc');
    writeSession('privileges', JSON.stringify([{ id: 'dashboard', title: 'View Dashboard', path: '/dashboard' }]));
    const history = visit('/currency');
    expect(await settle(history, 'Currency')).toBe('/currency');
    expect(screen.getByRole('banner')).toHaveTextContent('Currency');
    expect(screen.getByRole('link', { name: 'View Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(document.title).toBe('Currency | TradePay');
  });

  it('hides the shell on public paths', async () => {
    writeSession('token', 'abc');
    const history = visit('/terms-and-conditions');
    await settle(history, 'Terms and Conditions');
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });
});

describe('routes per console', () => {
  const paths = (console: ConsoleKind) => screensFor(screens, console).map((route) => route.path);
  const BACK_OFFICE = [
    '/role',
    '/access',
    '/onboarding-list',
    '/onboarding-list/:clientId',
    '/external-onboarding',
    '/users',
  ];

  it('keeps the back-office screens out of the client console and the shared master lists in both', () => {
    for (const path of [...BACK_OFFICE, '/financing', '/schema-lab']) {
      expect(paths('client')).not.toContain(path);
      expect(paths('admin')).toContain(path);
    }
    for (const path of [
      '/currency',
      '/purpose-code',
      '/incoterms',
      '/hs-code',
      '/dashboard',
      '/onboarding',
      '/profile',
    ]) {
      expect(paths('client')).toContain(path);
      expect(paths('admin')).toContain(path);
    }
  });

  it("keeps System Config's screens to the client console, each a declaration rather than awaiting", () => {
    for (const path of ['/admin-service', '/admin-service/accounts', '/admin-service/ebrc']) {
      expect(paths('client')).toContain(path);
      expect(paths('admin')).not.toContain(path);
      expect(screens.find((route) => route.path === path)?.screen).toBeUndefined();
    }
  });

  it('declares Add User in the client console and Users in the admin console, neither awaiting', () => {
    expect(paths('client')).toContain('/admin-service/users');
    expect(paths('admin')).not.toContain('/admin-service/users');
    expect(screens.find((route) => route.path === '/admin-service/users')?.table).toBe('client-users');
    expect(screens.find((route) => route.path === '/users')?.table).toBe('users');
  });

  it.each(['/role', '/access', '/onboarding-list'])(
    'sends a signed-in client user from %s to /sign-in without asking the API for it',
    async (path) => {
      const calls: string[] = [];
      vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
        calls.push(String(input instanceof Request ? input.url : input));
        return new Response(JSON.stringify({ responseCode: 200, message: 'Success', data: [] }), {
          headers: { 'content-type': 'application/json' },
        });
      });
      writeSession('token', 'abc');
      const history = visit(path, 'client');
      expect(await settle(history, 'Sign In')).toBe('/sign-in');
      // The lists those screens would ask for (a request of an earlier test may still land here: /currency's).
      expect(calls.filter((url) => /\/api\/(masters\/(roles|access|actions)|onboarding\/clients)/.test(url))).toEqual(
        [],
      );
    },
  );

  it('opens /role in the admin console', async () => {
    writeSession('token', 'abc');
    const history = visit('/role', 'admin');
    expect(await settle(history, 'Role')).toBe('/role');
  });
});
