// A message catalogue draft beside the catalogue in force: the texts it adds, changes or removes, for the analyst to
// read before the check and the impact say which declarations show them.
import { Stack, Table, Text } from '@mantine/core';
import { message } from '../../engine/core/message';

/** Props of CataloguePreview. */
export interface CataloguePreviewProps {
  /** The draft: texts by key. */
  declaration: Record<string, unknown>;
  /** The catalogue in force. */
  inForce: Record<string, string>;
}

/** The keys whose text differs, in key order, with the text in force and the draft's. */
export function changedEntries(draft: Record<string, unknown>, inForce: Record<string, string>) {
  return [...new Set([...Object.keys(inForce), ...Object.keys(draft)])]
    .filter((key) => draft[key] !== inForce[key])
    .sort()
    .map((key) => ({ key, before: inForce[key], after: draft[key] === undefined ? undefined : String(draft[key]) }));
}

/** A table of what the draft changes; a sentence when it changes nothing. */
export function CataloguePreview({ declaration, inForce }: CataloguePreviewProps) {
  const changed = changedEntries(declaration, inForce);
  if (!changed.length) return <Text c="dimmed">{message('schemaLab.catalogue.unchanged')}</Text>;
  return (
    <Stack gap="xs">
      <Text fw={600}>{message('schemaLab.catalogue.changed', { count: changed.length })}</Text>
      <Table striped withTableBorder aria-label={message('schemaLab.catalogue.changedLabel')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{message('schemaLab.catalogue.key')}</Table.Th>
            <Table.Th>{message('schemaLab.catalogue.inForce')}</Table.Th>
            <Table.Th>{message('schemaLab.catalogue.proposed')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {changed.map(({ key, before, after }) => (
            <Table.Tr key={key}>
              <Table.Td>{key}</Table.Td>
              <Table.Td>{before ?? message('schemaLab.catalogue.absent')}</Table.Td>
              <Table.Td>{after ?? message('schemaLab.catalogue.removed')}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
