// Every version of the declaration, newest first: who published it, when, why, what it changed, and a rollback.
import { Button, Table, Text, Title } from '@mantine/core';
import { message } from '../../engine/core/message';
import type { DeclarationVersion } from './lab-api';
import { momentText } from './moment-text';
import { PatchList } from './PatchList';

/** Props of HistoryList. */
export interface HistoryListProps {
  /** Oldest first, as the server answers. */
  history: DeclarationVersion[];
  /** Asks to publish an earlier version again (the dialog confirms). */
  onRollback: (version: DeclarationVersion) => void;
}

/** The versions as a table with headers; every version but the one in force offers a rollback to it. */
export function HistoryList({ history, onRollback }: HistoryListProps) {
  const inForce = history.at(-1)?.version;
  const newestFirst = [...history].reverse();
  return (
    <>
      <Title order={4} id="schema-lab-history">
        {message('schemaLab.history.title')}
      </Title>
      <Table.ScrollContainer minWidth={720}>
        <Table verticalSpacing="xs" aria-labelledby="schema-lab-history">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{message('schemaLab.history.version')}</Table.Th>
              <Table.Th scope="col">{message('schemaLab.history.author')}</Table.Th>
              <Table.Th scope="col">{message('schemaLab.history.publishedAt')}</Table.Th>
              <Table.Th scope="col">{message('schemaLab.history.comment')}</Table.Th>
              <Table.Th scope="col">{message('schemaLab.history.impactReason')}</Table.Th>
              <Table.Th scope="col">{message('schemaLab.history.diff')}</Table.Th>
              <Table.Th scope="col">{message('schemaLab.history.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {newestFirst.map((version) => (
              <Table.Tr key={version.version}>
                <Table.Th scope="row">
                  {version.version}{' '}
                  {version.version === inForce ? (
                    <Text span size="xs" fw={700}>
                      {message('schemaLab.history.inForce')}
                    </Text>
                  ) : null}
                </Table.Th>
                <Table.Td>{version.authorName ?? version.authorId ?? ''}</Table.Td>
                <Table.Td>{momentText(version.publishedAt)}</Table.Td>
                <Table.Td>
                  {version.version === 0 ? message('schemaLab.history.theFile') : version.comment}
                  {version.rolledBackTo !== null ? (
                    <Text size="xs" c="dimmed">
                      {message('schemaLab.history.rolledBackTo', { version: version.rolledBackTo })}
                    </Text>
                  ) : null}
                </Table.Td>
                <Table.Td>{version.impactReason ?? ''}</Table.Td>
                <Table.Td>
                  <PatchList version={version.version} diff={version.diff} />
                </Table.Td>
                <Table.Td>
                  {version.version === inForce ? null : (
                    <Button size="xs" variant="default" onClick={() => onRollback(version)}>
                      {message('schemaLab.history.rollback', { version: version.version })}
                    </Button>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </>
  );
}
