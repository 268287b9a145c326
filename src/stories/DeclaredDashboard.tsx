// A declared dashboard as a story shows it: the panels of one audience, every source answered with sample figures.
import { useMemo } from 'react';
import { SWRConfig } from 'swr';
import type { DashboardDeclaration } from '../engine/core/declarations';
import type { RuleContext } from '../engine/core/rules';
import { Dashboard } from '../engine/dashboard/Dashboard';
import { dashboardRecords } from './dashboard-sample';
import { StoryEngine } from './story-engine';

/** Props of DeclaredDashboard. */
export interface DeclaredDashboardProps {
  dashboard: DashboardDeclaration;
  /** The console of the caller whose panels are shown. */
  console: RuleContext['console'];
  /** The caller's role. */
  role: string;
}

/** Renders the dashboard for one console and role, with sample records. */
export function DeclaredDashboard({ dashboard, console, role }: DeclaredDashboardProps) {
  const context = useMemo(() => ({ console, role }), [console, role]);
  const answers = useMemo(() => dashboardRecords(dashboard), [dashboard]);
  return (
    <SWRConfig value={{ provider: () => new Map() }}>
      <StoryEngine context={context} answers={answers}>
        <Dashboard dashboard={dashboard} />
      </StoryEngine>
    </SWRConfig>
  );
}
