// A declared dashboard: its title and the panels meant for the caller's console and role, on a twelve-column grid,
// marked as its id for the demo tour; and their records started before it first draws.
import { Grid, Stack, Text, Title } from '@mantine/core';
import { isFor } from '../core/audience';
import type { DashboardDeclaration } from '../core/declarations';
import type { RuleContext } from '../core/rule-context';
import { useEngine, type Engine } from '../EngineContext';
import { preloadRecord } from '../page/use-record';
import { DashboardPanelView } from './DashboardPanelView';

/** Props of Dashboard. */
export interface DashboardProps {
  dashboard: DashboardDeclaration;
}

/** The panels meant for the caller. */
const panelsFor = (dashboard: DashboardDeclaration, context: RuleContext) =>
  dashboard.panels.filter((panel) => isFor(panel, context));

/**
 * Starts the records of the caller's panels (one call per source) as the route's code arrives, so the answer is on
 * its way while the dashboard's code is evaluated and first drawn.
 */
export function preloadPanels(dashboard: DashboardDeclaration, context: RuleContext, call: Engine['call']) {
  for (const source of new Set(panelsFor(dashboard, context).map((panel) => panel.source))) preloadRecord(call, source);
}

/** The caller's panels; the dashboard's `empty` text when none is meant for it. */
export function Dashboard({ dashboard }: DashboardProps) {
  const { context } = useEngine();
  const panels = panelsFor(dashboard, context);
  return (
    <Stack gap="md" p="md" data-tour={dashboard.id}>
      <Title order={2} size="h3">
        {dashboard.title}
      </Title>
      {panels.length ? (
        <Grid>
          {panels.map((panel) => (
            <Grid.Col key={panel.id} span={{ base: 12, md: panel.span ?? 6 }}>
              <DashboardPanelView panel={panel} />
            </Grid.Col>
          ))}
        </Grid>
      ) : (
        <Text c="dimmed">{dashboard.empty ?? ''}</Text>
      )}
    </Stack>
  );
}
