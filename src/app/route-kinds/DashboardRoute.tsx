// A route whose screen is a declared dashboard: its panels for the caller, inside the app's engine.
import type { DashboardDeclaration } from '../../engine/core/declarations';
import { Dashboard } from '../../engine/dashboard/Dashboard';
import { AppEngine } from '../engine';

/** The dashboard of one declaration inside the app's engine. */
export function DashboardRoute({ dashboard }: { dashboard: DashboardDeclaration }) {
  return (
    <AppEngine>
      <Dashboard dashboard={dashboard} />
    </AppEngine>
  );
}
