// Declared fields of one record as label/value lists, grouped into titled sections: an expanded row, a page's summary.
import { Stack, Text, Title } from '@mantine/core';
import { Fragment } from 'react';
import { lazyComponent } from '../arrival';
import type { DetailField, DetailSection } from '../core/declarations';
import { fieldValue } from '../core/field-path';
import { CopyableText } from './CopyableText';
import { formatCell } from './format';

// A document's viewer comes with the first section that shows one.
const DocumentField = lazyComponent(() => import('../document/DocumentField'));

type Record_ = Record<string, unknown>;

const isSection = (item: DetailField | DetailSection): item is DetailSection => 'fields' in item;

const FieldList = ({ fields, record }: { fields: DetailField[]; record: Record_ }) => (
  <dl style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '4px 16px', margin: 0 }}>
    {fields.map((item) => (
      <Fragment key={item.field}>
        <Text component="dt" fw={500} size="sm">
          {(item.labelField && String(fieldValue(record, item.labelField) ?? '')) || item.label}
        </Text>
        <Text component="dd" size="sm" m={0}>
          {item.type === 'document' ? (
            <DocumentField fallback="…" value={fieldValue(record, item.field)} />
          ) : item.type === 'copy' ? (
            <CopyableText text={String(fieldValue(record, item.field) ?? '')} label={item.label} />
          ) : (
            formatCell(
              { field: item.field, header: item.label, type: item.type, currencyField: item.currencyField },
              record,
            ) || '-'
          )}
        </Text>
      </Fragment>
    ))}
  </dl>
);

/** Props of DetailSections. */
export interface DetailSectionsProps {
  /** Fields and titled sections, in declared order; loose fields before a section form an untitled group. */
  items: (DetailField | DetailSection)[];
  record: Record_;
  /** Heading level of the section titles; 4 by default. */
  order?: 3 | 4 | 5;
}

/** A section once, or once per item of its `each` list (titled with the item's `titleField`), or 'None' for none. */
const Section = ({ section, record, order }: { section: DetailSection; record: Record_; order: 3 | 4 | 5 }) => {
  const items = section.each ? fieldValue(record, section.each) : undefined;
  const title = (
    <Title order={order} size="h5">
      {section.title}
    </Title>
  );
  if (!section.each)
    return (
      <Stack gap={4}>
        {title}
        <FieldList fields={section.fields} record={record} />
      </Stack>
    );
  const list = Array.isArray(items) ? (items as Record_[]) : [];
  return (
    <Stack gap={4}>
      {title}
      {list.length === 0 ? (
        <Text size="sm">None</Text>
      ) : (
        list.map((item, index) => (
          <Stack key={index} gap={2}>
            <Text size="sm" fw={600}>
              {String((section.titleField && fieldValue(item, section.titleField)) || `${index + 1}`)}
            </Text>
            <FieldList fields={section.fields} record={item} />
          </Stack>
        ))
      )}
    </Stack>
  );
};

/** The record's declared fields; an empty value shows as '-'. */
export function DetailSections({ items, record, order = 4 }: DetailSectionsProps) {
  const loose = items.filter((item): item is DetailField => !isSection(item));
  const sections = items.filter(isSection);
  return (
    <Stack gap="sm">
      {loose.length ? <FieldList fields={loose} record={record} /> : null}
      {sections.length ? (
        <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))', gap: '16px' }}>
          {sections.map((section) => (
            <Section key={section.title} section={section} record={record} order={order} />
          ))}
        </div>
      ) : null}
    </Stack>
  );
}
