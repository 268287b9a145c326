// Below the editor and preview: what the server check found in the declaration and in the sample data.
import { Alert, Code, Group, List, Loader, Stack, Text, Title } from '@mantine/core';
import type { CheckState } from './use-check';
import { message } from '../../engine/core/message';

function Findings({ title, items, clean }: { title: string; items: [string, string][]; clean: string }) {
  return (
    <Stack gap={4}>
      <Title order={4}>{title}</Title>
      {items.length === 0 ? (
        <Text c="dimmed">{clean}</Text>
      ) : (
        <List spacing={4} aria-label={title}>
          {items.map(([where, said]) => (
            <List.Item key={`${where} ${said}`}>
              <Code>{where}</Code> <Text span>{said}</Text>
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}

/** The declaration's problems by JSON pointer and the sample data's messages by field; older results stay while checking. */
export function CheckResults({ state }: { state: CheckState }) {
  const { result, failure, checking } = state;
  return (
    <Stack gap="md">
      <Group gap="xs" h={24}>
        {checking ? (
          <>
            <Loader size="xs" aria-label={message('schemaLab.check.checking')} />
            <Text size="sm" c="dimmed">
              {message('schemaLab.check.checking')}
            </Text>
          </>
        ) : null}
      </Group>
      {failure ? (
        <Alert color="red" role="alert" title={message('schemaLab.check.failed')}>
          {failure}
        </Alert>
      ) : null}
      {result ? (
        <>
          <Findings
            title={message('schemaLab.check.problems')}
            items={result.problems.map((problem) => [problem.pointer || '/', problem.message])}
            clean={message('schemaLab.check.noProblems')}
          />
          {result.sampleErrors ? (
            <Findings
              title={message('schemaLab.check.sampleErrors')}
              items={Object.entries(result.sampleErrors).map(([path, said]) => [
                path || message('schemaLab.check.wholeSample'),
                said,
              ])}
              clean={message('schemaLab.check.sampleValid')}
            />
          ) : null}
        </>
      ) : null}
    </Stack>
  );
}
