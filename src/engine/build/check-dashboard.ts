// schemas:check for dashboards: every panel's source is an action, and each kind of panel names what it draws.
import type { DashboardDeclaration } from '../core/declarations.ts';
import { unknownName } from './unknown-name.ts';

/** What each kind of panel must declare. */
const NEEDS: Record<string, string[]> = {
  figures: ['figures'],
  chart: ['data', 'chart', 'x', 'value'],
  list: ['data', 'columns'],
};

/** Adds a problem for an unknown source action, a panel lacking what its kind draws, or a repeated panel id. */
export function checkDashboard(
  file: string,
  dashboard: DashboardDeclaration,
  actions: readonly string[],
  add: (file: string, pointer: string, message: string) => void,
): void {
  const seen = new Set<string>();
  (dashboard.panels ?? []).forEach((panel, index) => {
    const at = `/panels/${index}`;
    const unknown = unknownName('action', panel.source, actions);
    if (unknown) add(file, `${at}/source`, unknown);
    for (const key of NEEDS[panel.kind] ?? [])
      if (panel[key as keyof typeof panel] === undefined) add(file, at, `a ${panel.kind} panel needs "${key}"`);
    if (seen.has(panel.id)) add(file, `${at}/id`, `panel id "${panel.id}" is used twice`);
    seen.add(panel.id);
  });
}
