// A row's record fetched by its declared source and shown read-only: its detail sections, then its timeline.
import { Alert, Group, Loader, Stack, Title } from '@mantine/core';
import useSWR from 'swr';
import type { RecordView as RecordViewDeclaration } from '../core/declarations';
import { useEngine } from '../EngineContext';
import { DetailSections } from './DetailSections';
import { fillFromRow } from './row-navigation';
import { Timeline } from './Timeline';
import { message } from '../core/message';

type Row = Record<string, unknown>;

/** Props of RecordView. */
export interface RecordViewProps {
  view: RecordViewDeclaration;
  row: Row;
}

/** Asks the source with `with` filled from the row; shows the source's failure message in place of the record. */
export function RecordView({ view, row }: RecordViewProps) {
  const engine = useEngine();
  const payload = view.with ? fillFromRow(view.with, row) : row;
  const { data, error } = useSWR(['record', view.source, JSON.stringify(payload)], () =>
    engine.call(view.source, payload),
  );
  if (error)
    return (
      <Alert color="red" role="alert">
        {(error as Error).message || message('common.somethingWentWrong')}
      </Alert>
    );
  if (!data)
    return (
      <Group justify="center" p="md">
        <Loader aria-label="Loading details" />
      </Group>
    );
  const record = data as Row;
  return (
    <Stack gap="md">
      {view.detail?.length ? <DetailSections items={view.detail} record={record} /> : null}
      {view.timeline ? (
        <Stack gap="xs">
          {view.timeline.title ? (
            <Title order={4} size="h5">
              {view.timeline.title}
            </Title>
          ) : null}
          <Timeline timeline={view.timeline} record={record} />
        </Stack>
      ) : null}
    </Stack>
  );
}
