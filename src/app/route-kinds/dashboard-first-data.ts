// A dashboard route's records, asked for as the route begins, beside the dashboard's code rather than once that code
// has run (about 75 ms at CPU 4x); each panel's useRecord takes its answer up (src/engine/early-answers.ts).
import { callAction } from '../../api/actions';
import type { DashboardDeclaration } from '../../engine/core/declarations';
import { preloadPanels } from '../../engine/dashboard/panels-for';
import type { ActionCall } from '../../engine/EngineContext';
import { sessionContext } from '../session-context';

/** Starts the records of the signed-in user's panels of `dashboard` through `call` (the app's actions). */
export function startDashboardData(dashboard: DashboardDeclaration, call: ActionCall = callAction): void {
  preloadPanels(dashboard, sessionContext(), call);
}
