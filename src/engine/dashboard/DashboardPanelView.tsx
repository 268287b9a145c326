// One dashboard panel: its titled card, its record loaded from its source (panels sharing a source share one call),
// and the view of its kind.
import { Paper, Title } from '@mantine/core';
import type { DashboardPanel } from '../core/declarations';
import { RecordState } from '../page/RecordState';
import { useRecord } from '../page/use-record';
import { ChartPanel } from './ChartPanel';
import { FiguresPanel } from './FiguresPanel';
import { ListPanel } from './ListPanel';

const VIEWS = { figures: FiguresPanel, chart: ChartPanel, list: ListPanel };

/** The panel in its card, with a loader, or the failure and Try again, while its record is not there. */
export function DashboardPanelView({ panel }: { panel: DashboardPanel }) {
  const { data, error, isLoading, mutate } = useRecord(panel.source, {});
  const View = VIEWS[panel.kind];
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={`panel-${panel.id}`} h="100%">
      <Title order={3} size="h4" mb="sm" id={`panel-${panel.id}`}>
        {panel.title}
      </Title>
      <RecordState label={panel.title} loading={isLoading} error={error} retry={() => void mutate()}>
        {data && <View panel={panel} record={data} />}
      </RecordState>
    </Paper>
  );
}
