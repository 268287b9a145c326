// A chart panel's items turned into what the chart and its table show: one row per category, one column per series.
import type { DashboardPanel } from '../core/declarations';
import { fieldValue } from '../core/field-path';

/** The pivoted data: categories in order, the series' names, and each category's value per series (0 when absent). */
export interface ChartData {
  categories: string[];
  series: string[];
  rows: Record<string, string | number>[];
}

/** The series name of a panel without a `series` field. */
const single = (panel: DashboardPanel) => panel.valueLabel ?? panel.title;

/**
 * Pivots the record's list named by `data`: each item's `x` is its category and `value` its value, in the series its
 * `series` field names. Categories come from the record's `categories` list when declared (so empty months show),
 * else in the items' order. Values of one category and series are added exactly as decimals of up to two places.
 */
export function chartData(panel: DashboardPanel, record: Record<string, unknown>): ChartData {
  const items = (fieldValue(record, panel.data ?? '') ?? []) as Record<string, unknown>[];
  const declared = panel.categories ? ((fieldValue(record, panel.categories) ?? []) as unknown[]).map(String) : [];
  const categories = [...declared];
  const series: string[] = [];
  const cents = new Map<string, bigint>();
  for (const item of items) {
    const category = String(fieldValue(item, panel.x ?? ''));
    const name = panel.series ? String(fieldValue(item, panel.series)) : single(panel);
    if (!categories.includes(category)) {
      if (declared.length) continue;
      categories.push(category);
    }
    if (!series.includes(name)) series.push(name);
    const key = `${category}\u0000${name}`;
    cents.set(key, (cents.get(key) ?? 0n) + toCents(fieldValue(item, panel.value ?? '')));
  }
  if (!series.length && !panel.series) series.push(single(panel));
  const rows = categories.map((category) => ({
    category,
    ...Object.fromEntries(series.map((name) => [name, fromCents(cents.get(`${category}\u0000${name}`) ?? 0n)])),
  }));
  return { categories, series, rows };
}

/** A decimal (number or text, up to two places) as a whole number of hundredths. */
function toCents(value: unknown): bigint {
  const [whole, fraction = ''] = String(value ?? '0').split('.');
  const negative = whole.startsWith('-');
  const cents = BigInt(whole.replace('-', '') || '0') * 100n + BigInt((fraction + '00').slice(0, 2));
  return negative ? -cents : cents;
}

/** Hundredths back as a decimal text ("1250.50"), or a plain count when whole. */
function fromCents(cents: bigint): string {
  const negative = cents < 0n;
  const abs = negative ? -cents : cents;
  const text = `${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
  return negative ? `-${text}` : text;
}
