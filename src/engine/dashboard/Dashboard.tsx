// A declared dashboard: its title and the panels meant for the caller's console and role, on a twelve-column grid,
// marked as its id for the demo tour.
import { Grid, Stack, Text, Title } from '@mantine/core';
import type { DashboardDeclaration } from '../core/declarations';
import { useEngine } from '../EngineContext';
import { panelsFor } from './panels-for';
import { DashboardPanelView } from './DashboardPanelView';

/** Props of Dashboard. */
export interface DashboardProps {
  dashboard: DashboardDeclaration;
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
