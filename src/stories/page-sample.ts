// The record a page story's source actions answer: a value for every field its summary and tab sections show.
import type { DetailField, DetailSection, PageDeclaration } from '../engine/core/declarations';

const fieldsOf = (items: (DetailField | DetailSection)[] = []): DetailField[] =>
  items.flatMap((item) => ('fields' in item ? item.fields : [item]));

const sampleOf = (field: DetailField): [string, unknown][] => {
  switch (field.type) {
    case 'date':
      return [[field.field, '2025-04-01']];
    case 'money':
      return [
        [field.field, 125000.5],
        ...(field.currencyField ? [[field.currencyField, 'USD'] as [string, unknown]] : []),
      ];
    case 'number':
      return [[field.field, 12]];
    case 'status':
    case 'toggle':
      return [[field.field, 'active']];
    default:
      return [[field.field, `Sample ${field.label}`]];
  }
};

/** One record holding every field the page's summary and its tabs' sections name. */
export function pageRecord(page: PageDeclaration): Record<string, unknown> {
  const fields = [...fieldsOf(page.summary), ...page.tabs.flatMap((tab) => fieldsOf(tab.sections))];
  return Object.fromEntries(fields.flatMap(sampleOf));
}
