// A figures panel: labelled values read from the panel's record (totals, a rate, the approval state).
import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { DashboardPanel } from '../core/declarations';
import { fieldValue } from '../core/field-path';
import { valueText } from './values';

/** Props of FiguresPanel. */
export interface FiguresPanelProps {
  panel: DashboardPanel;
  record: Record<string, unknown>;
}

/** Each figure as its label over its value, in a description list. */
export function FiguresPanel({ panel, record }: FiguresPanelProps) {
  return (
    <SimpleGrid component="dl" cols={{ base: 1, xs: 2 }} spacing="sm" m={0}>
      {(panel.figures ?? []).map((figure) => (
        <Stack key={figure.field} gap={2}>
          <Text component="dt" size="sm" c="dimmed">
            {figure.label}
          </Text>
          <Text component="dd" m={0} fw={600} size="lg">
            {valueText(fieldValue(record, figure.field), figure.type ?? 'text', figure.currency)}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}
