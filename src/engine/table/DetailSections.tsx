// Declared fields of one record as label/value lists, grouped into titled sections: an expanded row, a page's summary.
import { Stack, Text, Title } from '@mantine/core';
import { Fragment } from 'react';
import type { DetailField, DetailSection } from '../core/declarations';
import { formatCell } from './format';

type Record_ = Record<string, unknown>;

const isSection = (item: DetailField | DetailSection): item is DetailSection => 'fields' in item;

const FieldList = ({ fields, record }: { fields: DetailField[]; record: Record_ }) => (
  <dl style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '4px 16px', margin: 0 }}>
    {fields.map((item) => (
      <Fragment key={item.field}>
        <Text component="dt" fw={500} size="sm">
          {item.label}
        </Text>
        <Text component="dd" size="sm" m={0}>
          {formatCell(
            { field: item.field, header: item.label, type: item.type, currencyField: item.currencyField },
            record,
          ) || '-'}
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
            <Stack key={section.title} gap={4}>
              <Title order={order} size="h5">
                {section.title}
              </Title>
              <FieldList fields={section.fields} record={record} />
            </Stack>
          ))}
        </div>
      ) : null}
    </Stack>
  );
}
