// A refusal of the server beside the editor: its message word for word, then each problem it lists by pointer.
import { Alert, Code, List, Text } from '@mantine/core';
import { message } from '../../engine/core/message';
import type { Refusal } from './refusal';

/** The refusal in an alert; a listed problem that repeats the message is not shown twice. */
export function RefusalAlert({ refusal }: { refusal: Refusal }) {
  const others = refusal.errors.filter((error) => error.message !== refusal.message);
  return (
    <Alert color="red" role="alert" title={message('schemaLab.publishForm.refused')}>
      <Text size="sm">{refusal.message}</Text>
      {others.length ? (
        <List size="sm" spacing={2} mt={4}>
          {others.map((error) => (
            <List.Item key={`${error.field} ${error.message}`}>
              <Code>{error.field || '/'}</Code> <Text span>{error.message}</Text>
            </List.Item>
          ))}
        </List>
      ) : null}
    </Alert>
  );
}
