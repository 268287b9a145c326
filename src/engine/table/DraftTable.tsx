// A declared table whose changes stay in the browser until Submit (`draft`): rows loaded once from the source,
// added, updated and removed by the actions declared with `draft`, then sent whole through the draft's submit.
import { Alert, Button, Group, Loader } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useRef, useState } from 'react';
import useSWR from 'swr';
import { forConsole } from '../core/audience';
import type { TableAction } from '../core/declarations';
import { useEngine } from '../EngineContext';
import { MasterTable, type MasterTableProps } from './MasterTable';
import { message } from '../core/message';

type Row = Record<string, unknown>;

const messageOf = (result: unknown): string | undefined =>
  result && typeof result === 'object' && 'message' in result ? String(result.message) : undefined;

/** The table with its draft; MasterTable shows it and hands back the draft actions. */
export default function DraftTable({ table, params }: Pick<MasterTableProps, 'table' | 'params'>) {
  const { declaration } = table;
  const draft = declaration.draft!;
  const engine = useEngine();
  const source = forConsole(declaration.source, engine.context);
  const keyField = declaration.rowKey;
  const counter = useRef(0);
  const keyed = (row: Row): Row => ({ ...row, [keyField]: `draft-${(counter.current += 1)}` });
  const loaded = useSWR(source ? ['draft', source, JSON.stringify(params ?? null)] : null, async () => {
    const answer = await engine.call(source!, params ?? {});
    if (!Array.isArray(answer)) throw new Error(`${source} did not answer a list`);
    return answer as Row[];
  });
  const [rows, setRows] = useState<Row[]>();
  const [problem, setProblem] = useState<string>();
  const [saving, setSaving] = useState(false);
  // The saved rows become the draft once, when they first arrive, each with a key of its own.
  if (loaded.data && rows === undefined)
    setRows(loaded.data.map((row, index) => ({ ...row, [keyField]: `saved-${index}` })));

  const apply = (action: TableAction, values: Row, row?: Row) => {
    const same = (other: Row) => row !== undefined && other[keyField] === row[keyField];
    setRows((current = []) => {
      if (action.draft === 'add') return [...current, keyed(values)];
      if (action.draft === 'update')
        return current.map((other) => (same(other) ? { ...values, [keyField]: other[keyField] } : other));
      return current.filter((other) => !same(other));
    });
    setProblem(undefined);
    if (action.done) notifications.show({ color: 'green', message: action.done, autoClose: 2000 });
  };

  const submit = async () => {
    const current = rows ?? [];
    await engine.loadRules?.();
    for (const name of draft.checks ?? []) {
      const found = Object.values(engine.rules[name]?.({ rows: current } as never, engine.context, {}).errors ?? {});
      if (found.length) return setProblem(found[0]);
    }
    setSaving(true);
    setProblem(undefined);
    try {
      const result = await engine.call(draft.submit, { ...params, rows: current });
      notifications.show({ color: 'green', message: messageOf(result) ?? message('common.saved'), autoClose: 2000 });
      await loaded.mutate();
    } catch (error) {
      setProblem((error as Error).message || message('common.somethingWentWrong'));
    } finally {
      setSaving(false);
    }
  };

  const footer = (
    <>
      {problem ? (
        <Alert color="red" role="alert">
          {problem}
        </Alert>
      ) : null}
      <Group justify="flex-end">
        <Button onClick={() => void submit()} loading={saving} disabled={!rows}>
          {draft.label ?? 'Submit'}
        </Button>
      </Group>
    </>
  );
  if (loaded.error)
    return (
      <Alert color="red" role="alert" title={(loaded.error as Error).message || message('common.somethingWentWrong')}>
        <Button size="xs" variant="light" onClick={() => void loaded.mutate()}>
          Try again
        </Button>
      </Alert>
    );
  if (!rows)
    return (
      <Group justify="center" p="xl">
        <Loader aria-label={`Loading ${declaration.title}`} />
      </Group>
    );
  return <MasterTable table={table} params={params} rows={rows} onDraft={apply} footer={footer} />;
}
