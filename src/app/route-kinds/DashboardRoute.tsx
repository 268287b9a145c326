// A route whose screen is a declared dashboard: its panels for the caller, inside the app's engine, their records
// started as the route's code arrives.
import { callAction } from '../../api/actions';
import type { DashboardDeclaration } from '../../engine/core/declarations';
import { Dashboard, preloadPanels } from '../../engine/dashboard/Dashboard';
import { AppEngine, sessionContext } from '../engine';

/** Starts the records the signed-in user's panels show, before the dashboard first draws. */
export const preloadDashboard = (dashboard: DashboardDeclaration) =>
  preloadPanels(dashboard, sessionContext(), callAction);

/** The dashboard of one declaration inside the app's engine. */
export function DashboardRoute({ dashboard }: { dashboard: DashboardDeclaration }) {
  return (
    <AppEngine>
      <Dashboard dashboard={dashboard} />
    </AppEngine>
  );
}
