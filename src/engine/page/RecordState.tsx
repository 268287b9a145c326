// What a page shows while a record loads, when loading it failed (with Try again), and when it holds nothing.
import { Alert, Button, Group, Loader, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { message } from '../core/message';

/** Props of RecordState. */
export interface RecordStateProps {
  /** Names what is loading, for screen readers. */
  label: string;
  loading: boolean;
  error?: unknown;
  retry: () => void;
  /** Shown when nothing failed and nothing is loading. */
  children: ReactNode;
}

/** A loader, the failure with a retry, or the children. */
export function RecordState({ label, loading, error, retry, children }: RecordStateProps) {
  if (error)
    return (
      <Alert color="red" role="alert" title={(error as Error).message || message('common.somethingWentWrong')}>
        <Button size="xs" variant="light" onClick={retry}>
          Try again
        </Button>
      </Alert>
    );
  if (loading)
    return (
      <Group justify="center" p="md">
        <Loader aria-label={`Loading ${label}`} />
      </Group>
    );
  return <>{children}</>;
}

/** The text of a tab or section with nothing to show. */
export const Empty = ({ text }: { text: string }) => (
  <Text ta="center" c="dimmed" p="xl">
    {text}
  </Text>
);
