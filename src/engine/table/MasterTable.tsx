// Renders a declared list or master screen: data from a named action through SWR, search, filters, sort, pages, dialogs.
import { Alert, Button, Group, Loader, NativeSelect, Pagination, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { ExpandedState, SortingState, Updater } from '@tanstack/react-table';
import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { lazyComponent, lazyNamed } from '../arrival';
import useSWR, { useSWRConfig } from 'swr';
import { forConsole, isFor } from '../core/audience';
import type { TableAction, TableDeclaration } from '../core/declarations';
import { rowMatches } from '../core/row-when';
import { useEngine } from '../EngineContext';
import { buildColumns } from './columns';
import { downloadCsv, toCsv } from './csv';
import { choicesOf, countBy, filterRows, initialFilterValues, type FilterValues, withEmptyAs } from './filtering';
import { formatCell } from './format';
import { fillFromRow, navigateTo } from './row-navigation';
import { sortRows } from './sorting';
import { TableBody } from './TableBody';
import { TableToolbar } from './TableToolbar';
import { filledTitle, readAnswer, remoteCounts, remotePayload, type SourceAnswer } from './remote-list';
import { message } from '../core/message';

type Row = Record<string, unknown>;

// Dialog forms bring RJSF and their validators: a table loads them only when a dialog opens; so with an empty state.
const EmptyState = lazyComponent(() => import('./EmptyState'));
const RowDocument = lazyComponent(() => import('./RowDocument'));
const RowList = lazyComponent(() => import('./RowList'));
const FormDialog = lazyNamed(() => import('./FormDialog'), 'FormDialog');
const ConfirmDialog = lazyNamed(() => import('./ConfirmDialog'), 'ConfirmDialog');
const StepsDialog = lazyComponent(() => import('./StepsDialog'));
const RecordDialog = lazyComponent(() => import('./RecordDialog'));
const RecordView = lazyNamed(() => import('./RecordDialog'), 'RecordView');

/** A declared table as the declarations plugin serves it. */
export interface LoadedTable {
  declaration: TableDeclaration;
}

const PAGE_SIZES = ['10', '25', '50', '100', 'All'];
/** Shown when a client user whose account is not approved meets an action that needs approval. */
export const NOT_APPROVED = message('session.activationInProgress');

const messageOf = (result: unknown): string | undefined =>
  result && typeof result === 'object' && 'message' in result
    ? String((result as { message: unknown }).message)
    : undefined;

/** Props of MasterTable. */
export interface MasterTableProps {
  table: LoadedTable;
  /** Values the source and every submit receive (a page's { clientId }); none by default. */
  params?: Record<string, unknown>;
  /** Rows the screen around the table holds (a draft kept until Submit): the source is not asked. */
  rows?: Row[];
  /** Carries out the actions declared with `draft` on those rows, in place of a submit action. */
  onDraft?: (action: TableAction, values: Row, row?: Row) => void;
  /** Shown below the rows (a draft's Submit). */
  footer?: ReactNode;
}

/** The table screen for one declaration, in the current console and role. */
export function MasterTable({ table: { declaration }, params, rows: held, onDraft, footer }: MasterTableProps) {
  const engine = useEngine();
  const { context } = engine;
  const [query, setQuery] = useState('');
  const filters = useMemo(
    () => (declaration.filters ?? []).filter((filter) => isFor(filter, context)),
    [declaration.filters, context],
  );
  const [filterValues, setFilterValues] = useState<FilterValues>(() => initialFilterValues(filters));
  const source = forConsole(declaration.source, context);
  // A remote filter's choice is part of what the source is asked (the server filters), so choosing one asks again.
  const sourcePayload = remotePayload(params, filters, filterValues);
  const key = source && !held ? ['table', source, JSON.stringify(sourcePayload ?? null)] : null;
  const fetched = useSWR(
    key,
    async () => {
      // A source that answers neither a list nor { rows, counts } is a broken declaration or action: readAnswer says so.
      const answer = readAnswer(
        await (sourcePayload ? engine.call(source!, sourcePayload) : engine.call(source!)),
        source!,
      );
      return { ...answer, rows: withEmptyAs(answer.rows, declaration.emptyAs) };
    },
    // A table that polls (accounts still being issued) asks again every 2 s while some row matches.
    {
      refreshInterval: (answer?: SourceAnswer) =>
        declaration.pollWhile && answer?.rows.some((row) => rowMatches(declaration.pollWhile, row)) ? 2000 : 0,
    },
  );
  const { error, isLoading, mutate } = fetched;
  // After a save every list this source answered is stale (each filter's answer has a key of its own), so each is
  // asked again when shown next, even one fetched a moment ago that SWR would otherwise hand back as it was.
  const { mutate: mutateCached } = useSWRConfig();
  const refreshAll = () =>
    mutateCached((cached) => Array.isArray(cached) && cached[0] === 'table' && cached[1] === source);
  const data = useMemo(
    () => (held ? withEmptyAs(held, declaration.emptyAs) : fetched.data?.rows),
    [held, declaration.emptyAs, fetched.data],
  );
  const [sorting, setSorting] = useState<SortingState>([]);
  const [expanded, setExpanded] = useState<ExpandedState>({});
  const [pagination, setPagination] = useState({ pageIndex: 0, pageSize: declaration.pageSize ?? 10 });
  // An action with both `confirm` and `form` asks first; `confirmed` then opens its form.
  const [dialog, setDialog] = useState<{ action: TableAction; row?: Row; confirmed?: boolean }>();
  const proceed = useRef(false);

  const columns = useMemo(
    () => declaration.columns.filter((column) => isFor(column, context)),
    [declaration.columns, context],
  );
  const tableActions = useMemo(
    () => (declaration.actions ?? []).filter((action) => isFor(action, context)),
    [declaration.actions, context],
  );
  const rowActions = useMemo(
    () => (declaration.rowActions ?? []).filter((action) => isFor(action, context)),
    [declaration.rowActions, context],
  );
  const matching = useMemo(
    () => filterRows(data ?? [], query, declaration.search ?? [], filters, filterValues),
    [data, query, declaration.search, filters, filterValues],
  );
  const rows = useMemo(() => sortRows(matching, sorting, columns), [matching, sorting, columns]);
  // A status filter counts the rows the search and the other filters leave, so its own choice changes no count.
  const counts = useMemo(
    () =>
      Object.fromEntries(
        filters
          .filter((filter) => filter.type === 'status')
          .map((filter) => {
            const others = filterRows(data ?? [], query, declaration.search ?? [], filters, {
              ...filterValues,
              [filter.field]: null,
            });
            return [filter.field, { all: others.length, values: countBy(others, filter.field) }];
          }),
      ),
    [data, query, declaration.search, filters, filterValues],
  );
  // A remote status filter shows the counts the source answered, not those of the rows it sent.
  const shownCounts = useMemo(
    () => ({ ...counts, ...remoteCounts(filters, fetched.data?.counts) }),
    [counts, filters, fetched.data],
  );
  const choices = useMemo(
    () =>
      Object.fromEntries(
        filters
          .filter((filter) => !filter.options && (filter.type === 'select' || filter.type === 'multi-select'))
          .map((filter) => [filter.field, choicesOf(data ?? [], filter.field)]),
      ),
    [data, filters],
  );
  const pageCount = Math.max(1, Math.ceil(rows.length / pagination.pageSize));
  // A list that shrank (a search, a reload) shows its last page rather than an empty one.
  const pageIndex = Math.min(pagination.pageIndex, pageCount - 1);
  const pageRows = useMemo(
    () => rows.slice(pageIndex * pagination.pageSize, (pageIndex + 1) * pagination.pageSize),
    [rows, pageIndex, pagination.pageSize],
  );
  const toFirstPage = useCallback(() => setPagination((current) => ({ ...current, pageIndex: 0 })), []);
  const sortBy = useCallback(
    (change: Updater<SortingState>) => {
      setSorting(change);
      toFirstPage();
    },
    [toFirstPage],
  );
  const blockedReason = context.console === 'client' && context.clientStatus !== 'Approved' ? NOT_APPROVED : undefined;
  const columnDefs = useMemo(
    () =>
      buildColumns(columns, {
        toggleAction: (column) => {
          const name = forConsole(column.action, context);
          return name ? (row) => engine.call(name, row) : undefined;
        },
        onSaved: () => void mutate(),
        rowActions,
        onRowAction: (action, row) => (action.navigate ? navigateTo(engine, action, row) : setDialog({ action, row })),
        blockedReason,
        expandable: Boolean(declaration.detail?.length),
        rowKey: declaration.rowKey,
      }),
    [columns, context, engine, mutate, rowActions, declaration.detail, declaration.rowKey, blockedReason],
  );

  /** A table action: a navigation goes, anything else opens its dialog. */
  const openAction = (action: TableAction) =>
    action.navigate ? navigateTo(engine, action, {}) : setDialog({ action });
  const run = async (action: TableAction, payload: Row, row?: Row) => {
    if (action.draft && onDraft) return onDraft(action, payload, row);
    const extra = action.submitWith && row ? fillFromRow(action.submitWith, row) : {};
    const result = await engine.call(action.submit!, { ...params, ...payload, ...extra });
    notifications.show({ color: 'green', message: messageOf(result) ?? message('common.saved'), autoClose: 2000 });
    // Back to the filters' defaults (a status filter to All): the source is asked again under the new key.
    if (action.resetFilters) setFilterValues(initialFilterValues(filters));
    await refreshAll();
  };
  const exportCsv = () => {
    downloadCsv(
      `${declaration.id}.csv`,
      toCsv(
        columns.map((column) => column.header),
        rows.map((row) => columns.map((column) => formatCell(column, row))),
      ),
    );
  };

  return (
    <Paper p="md" withBorder data-tour={declaration.id}>
      <Stack gap="sm">
        <Title order={2} size="h3">
          {filledTitle(declaration.title, filters, filterValues)}
        </Title>
        <TableToolbar
          tour={declaration.id}
          title={filledTitle(declaration.title, filters, filterValues)}
          search={
            declaration.search?.length
              ? {
                  value: query,
                  onChange: (value) => {
                    setQuery(value);
                    toFirstPage();
                  },
                }
              : undefined
          }
          filters={filters}
          values={filterValues}
          counts={shownCounts}
          choices={choices}
          onFilter={(field, value) => {
            setFilterValues((current) => ({ ...current, [field]: value }));
            toFirstPage();
          }}
          actions={tableActions}
          onAction={openAction}
          blockedReason={blockedReason}
          onExport={declaration.export ? exportCsv : undefined}
        />
        {error ? (
          <Alert color="red" role="alert" title={(error as Error).message || message('common.somethingWentWrong')}>
            <Button size="xs" variant="light" onClick={() => void mutate()}>
              Try again
            </Button>
          </Alert>
        ) : isLoading ? (
          <Group justify="center" p="xl">
            <Loader aria-label={`Loading ${declaration.title}`} />
          </Group>
        ) : rows.length === 0 && declaration.emptyState && !query ? (
          <EmptyState
            state={declaration.emptyState}
            text={declaration.empty}
            actions={tableActions}
            onAction={openAction}
            blockedReason={blockedReason}
          />
        ) : rows.length === 0 ? (
          <Text ta="center" c="dimmed" p="xl">
            {declaration.empty ?? message('common.noRecord')}
          </Text>
        ) : (
          <TableBody
            pageSize={pagination.pageSize}
            rows={pageRows}
            total={rows.length}
            columns={columnDefs}
            sorting={sorting}
            onSortingChange={sortBy}
            expanded={expanded}
            onExpandedChange={setExpanded}
            declaration={declaration}
          />
        )}
        {rows.length > 0 ? (
          <Group justify="space-between">
            <Text size="sm" c="dimmed">
              {rows.length} {rows.length === 1 ? 'record' : 'records'}
            </Text>
            <Group gap="sm">
              <NativeSelect
                aria-label="Rows per page"
                w={90}
                data={PAGE_SIZES}
                value={
                  pagination.pageSize >= rows.length && pagination.pageSize > 100 ? 'All' : String(pagination.pageSize)
                }
                onChange={(event) => {
                  const value = event.currentTarget.value;
                  setPagination({ pageIndex: 0, pageSize: value === 'All' ? Math.max(rows.length, 1) : Number(value) });
                }}
              />
              {pageCount > 1 ? (
                <Pagination
                  total={pageCount}
                  value={pageIndex + 1}
                  onChange={(page) => setPagination((current) => ({ ...current, pageIndex: page - 1 }))}
                  getItemProps={(page) => ({ 'aria-label': `Page ${page}` })}
                  getControlProps={(control) => ({ 'aria-label': `${control} page` })}
                />
              ) : null}
            </Group>
          </Group>
        ) : null}
        {footer}
      </Stack>
      {dialog && (dialog.action.view || dialog.action.download) ? (
        <RowDocument
          action={dialog.action}
          row={dialog.row ?? {}}
          params={params}
          onDone={() => setDialog(undefined)}
        />
      ) : dialog?.action.confirm && dialog.action.form && !dialog.confirmed ? (
        <ConfirmDialog
          opened
          title={dialog.action.dialogTitle ?? dialog.action.label}
          question={dialog.action.confirm}
          confirmLabel={dialog.action.confirmLabel}
          cancelLabel={dialog.action.cancelLabel}
          onConfirm={async () => {
            proceed.current = true;
          }}
          onClose={() => {
            setDialog(proceed.current ? { ...dialog, confirmed: true } : undefined);
            proceed.current = false;
          }}
        />
      ) : dialog?.action.record && !dialog.action.form ? (
        <RecordDialog
          fallback={<Loader aria-label="Loading details" />}
          title={dialog.action.dialogTitle ?? dialog.action.label}
          view={dialog.action.record}
          row={dialog.row ?? {}}
          onClose={() => setDialog(undefined)}
        />
      ) : dialog?.action.list ? (
        <RowList
          action={{ ...dialog.action, list: dialog.action.list }}
          row={dialog.row ?? {}}
          onClose={() => setDialog(undefined)}
        />
      ) : dialog?.action.steps ? (
        <StepsDialog
          fallback={<Loader aria-label="Loading form" />}
          action={dialog.action}
          row={dialog.row ?? {}}
          params={params}
          onClose={() => {
            setDialog(undefined);
            void mutate();
          }}
        />
      ) : dialog?.action.form ? (
        <FormDialog
          fallback={<Loader aria-label="Loading form" />}
          opened
          title={dialog.action.dialogTitle ?? dialog.action.label}
          formId={dialog.action.form}
          initialData={dialog.row}
          related={{ items: (data ?? []).filter((row) => row !== dialog.row), row: dialog.row }}
          above={
            dialog.action.record && dialog.row ? (
              <RecordView
                fallback={<Loader aria-label="Loading details" />}
                view={dialog.action.record}
                row={dialog.row}
              />
            ) : undefined
          }
          closeAfterMs={dialog.action.closeAfterMs}
          size={dialog.action.dialogSize}
          closeOnFailure={dialog.action.closeOnFailure}
          readOnly={Boolean(
            dialog.row && dialog.action.readOnlyWhen && rowMatches(dialog.action.readOnlyWhen, dialog.row),
          )}
          onClose={() => setDialog(undefined)}
          submit={async (values) => {
            await run(dialog.action, values, dialog.row);
            return undefined;
          }}
        />
      ) : dialog?.action.confirm ? (
        <ConfirmDialog
          opened
          title={dialog.action.dialogTitle ?? dialog.action.label}
          question={dialog.action.confirm}
          failure={dialog.action.failure}
          confirmLabel={dialog.action.confirmLabel}
          cancelLabel={dialog.action.cancelLabel}
          onClose={() => setDialog(undefined)}
          onConfirm={() => run(dialog.action, dialog.row ?? {}, dialog.row)}
        />
      ) : null}
    </Paper>
  );
}
