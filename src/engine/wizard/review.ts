// The Review & Finish step is generated: each step form's fields as label and display value, no hand-written review code.
import { dateText } from '../core/date-text';
import type { Schema } from '../core/declarations';

/** One line of the review. */
export interface ReviewLine {
  label: string;
  value: string;
}

const resolve = (schema: Schema, root: Schema): Schema => {
  if (!schema.$ref) return schema;
  const target = schema.$ref
    .replace(/^#\//, '')
    .split('/')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], root) as Schema;
  return { ...resolve(target, root), ...schema, $ref: undefined };
};

/** PAN shown as on its widget: all but the last four characters hidden. */
export const maskPan = (pan: string) => (pan.length > 4 ? `${'X'.repeat(pan.length - 4)}${pan.slice(-4)}` : pan);

/** How review lines are written. */
export interface ReviewOptions {
  /** Show masked fields (PAN) in full, as an expanded stakeholder does; masked by default. */
  unmasked?: boolean;
  /** Labels of listed values by the list action a field reads (`ui:options.source`), so 'IN' reads 'India'. */
  optionLabels?: Record<string, Record<string, string>>;
}

/** The list action a field's options come from, if any. */
export const sourceOf = (ui: Record<string, unknown> | undefined): string | undefined => {
  const source = (ui?.['ui:options'] as { source?: unknown } | undefined)?.source;
  return typeof source === 'string' ? source : undefined;
};

const display = (
  value: unknown,
  schema: Schema,
  ui: Record<string, unknown> | undefined,
  options: ReviewOptions = {},
): string => {
  if (value === undefined || value === null || value === '') return '-';
  const widget = ui?.['ui:widget'];
  const masked = widget === 'pan' || (ui?.['ui:options'] as { review?: string } | undefined)?.review === 'masked';
  if (masked && !options.unmasked && typeof value === 'string') return maskPan(value);
  if (widget === 'password') return '********';
  const labels = options.optionLabels?.[sourceOf(ui) ?? ''];
  if (labels) {
    const listed = (Array.isArray(value) ? value : [value]).map((item) => labels[String(item)] ?? String(item));
    return listed.join(', ');
  }
  if (typeof value === 'object' && value && 'documentName' in value)
    return [(value as { documentName: unknown }).documentName, (value as { documentName2?: unknown }).documentName2]
      .filter(Boolean)
      .join(', ');
  if (Array.isArray(value))
    return value.map((item) => display(item, (schema.items as Schema) ?? {}, undefined)).join(', ');
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (schema.format === 'date' || widget === 'date') return dateText(String(value));
  if (schema.oneOf) {
    const option = (schema.oneOf as Schema[]).find((candidate) => candidate.const === value);
    if (option?.title) return option.title;
  }
  return String(value);
};

/** The review lines of one form's data, in the form's field order, leaving out hidden and empty optional fields. */
export function reviewLines(
  schema: Schema,
  ui: Record<string, unknown> | undefined,
  data: Record<string, unknown> | undefined,
  options: ReviewOptions = {},
): ReviewLine[] {
  const order = (ui?.['ui:order'] as string[] | undefined) ?? Object.keys(schema.properties ?? {});
  const keys = order.includes('*')
    ? [...order.filter((k) => k !== '*'), ...Object.keys(schema.properties ?? {}).filter((k) => !order.includes(k))]
    : order;
  return keys.flatMap((key) => {
    const raw = schema.properties?.[key];
    if (!raw || typeof raw !== 'object') return [];
    const fieldUi = ui?.[key] as Record<string, unknown> | undefined;
    const reviewed = (fieldUi?.['ui:options'] as { review?: string } | undefined)?.review;
    if (fieldUi?.['ui:widget'] === 'hidden' || fieldUi?.['ui:widget'] === 'verify' || reviewed === 'hidden') return [];
    const property = resolve(raw as Schema, schema);
    if (property.type === 'boolean' && data?.[key] === undefined && !schema.required?.includes(key)) return [];
    return [{ label: property.title ?? key, value: display(data?.[key], property, fieldUi, options) }];
  });
}
