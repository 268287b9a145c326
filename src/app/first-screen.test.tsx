// The first render waits for the page's own screen: it is fetched before React draws, for a visitor it is open to.
import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import type { RouteObject } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screens } from '../../screens.config';
import { clearSession, writeSession } from '../session/session';
import { openFirstScreen } from './first-screen';
import type { RouteMeta } from './route-meta';
import { AppRouter, memoryHistory } from './router';
import { buildRoutes } from './routes';

afterEach(() => clearSession());

/** A route table of one route whose screen is fetched by `preload`. */
const oneRoute = (meta: Partial<RouteMeta>): RouteObject[] => [
  { path: '/a', handle: { title: 'A', bare: true, ...meta } satisfies RouteMeta, element: null },
];

describe('openFirstScreen', () => {
  it("fetches a guarded route's screen only for a signed-in visitor", async () => {
    const preload = vi.fn(async () => undefined);
    await openFirstScreen(oneRoute({ guarded: true, preload }), '/a');
    expect(preload).not.toHaveBeenCalled();
    writeSession('token', 'a-token');
    await openFirstScreen(oneRoute({ guarded: true, preload }), '/a');
    expect(preload).toHaveBeenCalledTimes(1);
  });

  it('waits no longer than its wait for a screen still on its way, and not at all for one that failed', async () => {
    const never = new Promise<undefined>(() => undefined);
    const waiting = vi.fn();
    void openFirstScreen(oneRoute({ preload: () => never }), '/a', 20).then(waiting);
    await new Promise((later) => setTimeout(later, 5));
    expect(waiting).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(waiting).toHaveBeenCalled());
    await expect(
      openFirstScreen(oneRoute({ preload: () => Promise.reject(new Error('gone')) }), '/a', 60_000),
    ).resolves.toBeUndefined();
  });

  it('lets the first render draw the screen itself, not the loader', async () => {
    vi.stubGlobal(
      'fetch',
      async () =>
        new Response(JSON.stringify({ responseCode: 200, message: 'Success', data: [] }), {
          headers: { 'content-type': 'application/json' },
        }),
    );
    const routes = buildRoutes(screens, 'client');
    await openFirstScreen(routes, '/sign-up', 60_000);
    render(
      <MantineProvider>
        <AppRouter history={memoryHistory(['/sign-up'])} routes={routes} />
      </MantineProvider>,
    );
    expect(screen.queryByLabelText('Loading')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Sign Up' })).toBeDefined();
    // unmounted while fetch is still stubbed: the screen's later calls (its countries) must not reach the network
    cleanup();
    vi.unstubAllGlobals();
  });
});
