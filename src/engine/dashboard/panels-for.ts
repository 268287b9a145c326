// Which of a dashboard's panels the caller sees, and their records asked for before the dashboard draws: small, so a
// route can start them beside the dashboard's code (src/app/route-kinds/dashboard-first-data.ts).
import { isFor } from '../core/audience';
import type { DashboardDeclaration } from '../core/declarations';
import type { RuleContext } from '../core/rule-context';
import { startEarly } from '../early-answers';
import type { ActionCall } from '../EngineContext';

/** The panels meant for the caller's console and role. */
export const panelsFor = (dashboard: DashboardDeclaration, context: RuleContext) =>
  dashboard.panels.filter((panel) => isFor(panel, context));

/** Starts the records of the caller's panels, one call per source, as each panel's useRecord will ask for them. */
export function preloadPanels(dashboard: DashboardDeclaration, context: RuleContext, call: ActionCall): void {
  for (const source of new Set(panelsFor(dashboard, context).map((panel) => panel.source)))
    startEarly(call, source, {});
}
