// The records a dashboard's sources answer in a story, made from its panels: every figure, chart and list filled.
import type { DashboardDeclaration, DashboardPanel } from '../engine/core/declarations';

type Data = Record<string, unknown>;

/** Sets a dotted path in a record. */
function put(record: Data, path: string, value: unknown) {
  const keys = path.split('.');
  let node = record;
  for (const key of keys.slice(0, -1)) node = (node[key] ??= {}) as Data;
  node[keys[keys.length - 1]] = value;
}

/** A sample of a value type: an amount, a count, a status, a date or a word. */
const sampleOf = (type: string | undefined, index = 0): unknown =>
  ({
    money: `${125000 + index * 3575}.50`,
    number: 12 + index,
    rate: '83.2500',
    status: ['Approved', 'paid_out', 'requested', 'quoted'][index % 4],
    date: '2026-11-04T07:00:00.000Z',
  })[type ?? ''] ?? `Sample ${index + 1}`;

/** Twelve months ending November 2026. */
const MONTHS = Array.from(
  { length: 12 },
  (_, i) => `${i < 2 ? 2025 : 2026}-${String(((i + 10) % 12) + 1).padStart(2, '0')}`,
);

/** Sample items of a chart panel: each category, in up to three series when it has a series field. */
function chartItems(panel: DashboardPanel, record: Data): Data[] {
  const categories = panel.xType === 'month' ? MONTHS : ['requested', 'received', 'quoted', 'paid_out'];
  if (panel.categories) put(record, panel.categories, categories);
  const series = panel.series ? ['USD', 'EUR', 'GBP'] : [undefined];
  return categories.flatMap((category, i) =>
    series.map((name, j) => ({
      [panel.x!]: category,
      ...(name ? { [panel.series!]: name } : {}),
      [panel.value!]: panel.valueType === 'money' ? `${(i + 1) * 41000 + j * 9000}.00` : i + j + 1,
    })),
  );
}

/** The record each source of the dashboard answers, by action name. */
export function dashboardRecords(dashboard: DashboardDeclaration): Record<string, Data> {
  const records: Record<string, Data> = {};
  for (const panel of dashboard.panels) {
    const record = (records[panel.source] ??= {});
    for (const [index, figure] of (panel.figures ?? []).entries())
      put(record, figure.field, sampleOf(figure.type, index));
    if (panel.kind === 'chart') put(record, panel.data!, chartItems(panel, record));
    if (panel.kind === 'list')
      put(
        record,
        panel.data!,
        Array.from({ length: 5 }, (_, row) =>
          Object.fromEntries(
            (panel.columns ?? []).map((column, index) => [
              column.field,
              column.currencyField === column.field ? 'USD' : sampleOf(column.type, row + index),
            ]),
          ),
        ),
      );
  }
  return records;
}
