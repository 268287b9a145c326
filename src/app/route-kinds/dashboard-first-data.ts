// A dashboard route's records, asked for as the route begins, beside the dashboard's code rather than once that code
// has run (about 75 ms at CPU 4x); each panel's useRecord takes its answer up (src/engine/early-answers.ts).
import { dashboards } from 'virtual:declarations';
import type { ScreenRoute } from '../../../screens.config';
import { callAction } from '../../api/actions';
import { preloadPanels } from '../../engine/dashboard/panels-for';
import type { ActionCall } from '../../engine/EngineContext';
import { sessionContext } from '../engine';

/** Starts the records of the signed-in user's panels through `call` (the app's actions); a failure is the panel's. */
export function startDashboardData(screen: ScreenRoute, call: ActionCall = callAction): void {
  void dashboards[screen.dashboard!]?.()
    .then(({ declaration }) => preloadPanels(declaration, sessionContext(), call))
    .catch(() => undefined);
}
