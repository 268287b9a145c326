// A dashboard's, wizard's or page's first data is asked for once as the route begins, for the session's user, and the
// screen's own load takes that answer; a route scoped in this console (an admin's chosen client) asks for nothing.
import { dashboards, pages } from 'virtual:declarations';
import { afterEach, describe, expect, it } from 'vitest';
import { screens } from '../../../screens.config';
import { takeEarly } from '../../engine/early-answers';
import { startDashboardData } from './dashboard-first-data';
import { startPageData } from './page-first-data';
import { startWizardData } from './wizard-first-data';

const route = (path: string) => screens.find((screen) => screen.path === path)!;

/** A call that records what it was asked and answers the action's name. */
function recording() {
  const calls: [string, unknown][] = [];
  const call = async (action: string, payload?: unknown) => (calls.push([action, payload]), { from: action });
  return { calls, call };
}

describe('the first data of a route', () => {
  afterEach(() => {
    sessionStorage.clear();
    document.head.querySelector('meta[name="app-console"]')?.remove();
  });

  it("asks for the onboarding wizard's saved data once, and the wizard's load takes that answer", async () => {
    sessionStorage.setItem('roleName', 'Client Exporter');
    const { calls, call } = recording();
    startWizardData(route('/onboarding'), call);
    expect(calls).toEqual([['onboarding.load', {}]]);
    expect(await takeEarly('onboarding.load', {})).toEqual({ from: 'onboarding.load' });
    expect(takeEarly('onboarding.load', {})).toBeUndefined();
  });

  it("asks for nothing on a route scoped in this console: its wizard is chosen from the navigation's client", () => {
    const meta = Object.assign(document.createElement('meta'), { name: 'app-console', content: 'admin' });
    document.head.append(meta);
    sessionStorage.setItem('roleName', 'Admin');
    const { calls, call } = recording();
    startWizardData(route('/onboarding'), call);
    expect(calls).toEqual([]);
  });

  it("asks once for the source the caller's dashboard panels share", async () => {
    sessionStorage.setItem('roleName', 'Client Exporter');
    const { calls, call } = recording();
    const { declaration } = await dashboards[route('/dashboard').dashboard!]!();
    startDashboardData(declaration, call);
    expect(calls).toEqual([['dashboards.client', {}]]);
    expect(await takeEarly('dashboards.client', {})).toEqual({ from: 'dashboards.client' });
  });

  it("asks for a page's record with the path's parameters, as the page will, and for nothing when one is lacking", async () => {
    const meta = Object.assign(document.createElement('meta'), { name: 'app-console', content: 'admin' });
    document.head.append(meta);
    const screen = route('/onboarding-list/:clientId');
    const { declaration } = await pages[screen.page!]!();
    const { calls, call } = recording();
    startPageData(screen, declaration, '/onboarding-list/CL1001', call);
    expect(calls).toEqual([[declaration.source, { clientId: 'CL1001' }]]);
    expect(await takeEarly(declaration.source!, { clientId: 'CL1001' })).toEqual({ from: declaration.source });
    startPageData(screen, declaration, '/onboarding-list', call);
    startPageData(screen, { ...declaration, source: undefined }, '/onboarding-list/CL1001', call);
    expect(calls).toHaveLength(1);
  });
});
