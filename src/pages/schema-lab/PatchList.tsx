// A version's diff, readable: each JSON Patch operation as its op, its path and the value it writes.
import { Code, List, Text } from '@mantine/core';
import { message } from '../../engine/core/message';
import type { PatchOperation } from './lab-api';

/** The value an operation writes, as compact JSON. */
const valueText = (value: unknown) => JSON.stringify(value);

/** The operations in the order they apply; 'None' for version 0 (the file). */
export function PatchList({ version, diff }: { version: number; diff: PatchOperation[] }) {
  if (!diff.length)
    return (
      <Text size="sm" c="dimmed">
        {message('schemaLab.history.noDiff')}
      </Text>
    );
  return (
    <List size="sm" spacing={2} aria-label={message('schemaLab.diff.label', { version })}>
      {diff.map((operation, index) => (
        <List.Item key={`${index} ${operation.op} ${operation.path}`}>
          <Text span fw={600}>
            {operation.op}
          </Text>{' '}
          <Code>{operation.path || '/'}</Code>
          {'value' in operation ? (
            <>
              {' '}
              <Code style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{valueText(operation.value)}</Code>
            </>
          ) : null}
        </List.Item>
      ))}
    </List>
  );
}
