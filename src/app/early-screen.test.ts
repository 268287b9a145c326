// The entry starts the page's own screen before React has come: the one the router would draw, for a signed-in
// visitor only where the screen is guarded, and through the loader the router shares.
import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { screens, type ScreenRoute } from '../../screens.config';
import type { ConsoleKind } from '../session/console';
import { startEarlyScreen } from './early-screen';
import { paramsAt, screenAt } from '../engine/core/screen-at';
import { screenLoader } from './screen-loaders';
import { screensFor } from '../engine/core/screens-for';

/** Paths of every kind: each declared path, its parameters filled, with a trailing slash, in capitals, unknown. */
const PATHS = [
  ...screens.map((screen) => screen.path.replace(/:\w+/g, 'CL1001')),
  ...screens.map((screen) => `${screen.path.replace(/:\w+/g, 'a%20b')}/`),
  '/DASHBOARD',
  '/onboarding-list/CL1001/extra',
  '/receive-payments/create',
  '/payment-requests/PR%2F1',
  '/no-such-page',
  '/',
];

describe('the screen a path opens, without the router', () => {
  for (const console of ['client', 'admin'] as ConsoleKind[])
    it(`is the one react-router matches, with the same parameters, in the ${console} console`, () => {
      const own = screensFor(screens, console);
      const routes = own.map((screen) => ({ path: screen.path, screen }));
      for (const path of PATHS) {
        const matched = matchRoutes(routes, path)?.[0];
        const screen = screenAt(own, path);
        expect(screen?.path, path).toBe((matched?.route as { screen?: ScreenRoute } | undefined)?.screen?.path);
        if (screen) expect(paramsAt(screen.path, path), path).toEqual({ ...matched!.params });
      }
    });
});

describe("a route path's parameters", () => {
  it('are those of a path of as many segments, and nothing longer or shorter', () => {
    expect(paramsAt('/onboarding-list/:clientId', '/onboarding-list/42')).toEqual({ clientId: '42' });
    expect(paramsAt('/onboarding-list/:clientId', '/onboarding-list/42/')).toEqual({ clientId: '42' });
    expect(paramsAt('/onboarding-list/:clientId', '/onboarding-list')).toBeUndefined();
    expect(paramsAt('/onboarding-list/:clientId', '/onboarding-list/42/x')).toBeUndefined();
    expect(paramsAt('/sign-in', '/sign-inx')).toBeUndefined();
  });
});

describe('the screen the entry starts', () => {
  const started = () => {
    const loads: string[] = [];
    return { loads, load: async (screen: ScreenRoute) => void loads.push(screen.path) };
  };

  it('is a guarded screen only for a signed-in visitor, and a public one for anyone', () => {
    const { loads, load } = started();
    expect(startEarlyScreen(screens, 'client', '/dashboard', false, load)).toBeUndefined();
    expect(startEarlyScreen(screens, 'client', '/dashboard', true, load)?.path).toBe('/dashboard');
    expect(startEarlyScreen(screens, 'client', '/sign-in', false, load)?.path).toBe('/sign-in');
    expect(loads).toEqual(['/dashboard', '/sign-in']);
  });

  it('is none for a path no screen of the console has', () => {
    const { loads, load } = started();
    expect(startEarlyScreen(screens, 'client', '/no-such-page', true, load)).toBeUndefined();
    expect(startEarlyScreen(screens, 'client', '/role', true, load)).toBeUndefined();
    expect(loads).toEqual([]);
  });

  it("shares the router's loader, so the screen and its first data are fetched once", () => {
    const screen = screens.find((candidate) => candidate.path === '/sign-in')!;
    expect(screenLoader(screen)).toBe(screenLoader(screen));
  });

  it('keeps a failed start quiet: the screen shows the failure when drawn', async () => {
    const failing = () => Promise.reject(new Error('offline'));
    expect(startEarlyScreen(screens, 'client', '/sign-in', false, failing)?.path).toBe('/sign-in');
    await new Promise((settled) => setTimeout(settled, 0));
  });
});

describe("a screen's load beside its first data", () => {
  it('draws a wizard screen even when its first data cannot start (no wizard of the screen applies)', async () => {
    const none: ScreenRoute = { path: '/none', title: 'None', access: 'guarded', wizard: 'no-such-screen' };
    sessionStorage.setItem('token', 't');
    try {
      const loaded = await screenLoader(none)();
      expect(typeof loaded.default).toBe('function');
    } finally {
      sessionStorage.clear();
    }
  });
});
