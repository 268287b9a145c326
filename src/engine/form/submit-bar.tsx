// A form's buttons under its fields: the caller's actions and Submit, which a rule may hold with its reason.
import { Button, Group, Text } from '@mantine/core';
import { useId, useSyncExternalStore, type ReactNode } from 'react';
import type { FormStore } from './store';

/** Props of SubmitBar. */
export interface SubmitBarProps {
  store: FormStore<Record<string, unknown>>;
  label: string;
  actions?: ReactNode;
  busy: boolean;
  disabled?: boolean;
  /** Submit only once every field is valid (the declaration's `submitOnlyValid`). */
  onlyValid?: boolean;
}

/** The buttons, drawn again when the rules hold or release the submit, or its validity changes. */
export function SubmitBar({ store, label, actions, busy, disabled, onlyValid }: SubmitBarProps) {
  const heldId = useId();
  const held = useSyncExternalStore(store.subscribeForm, () => store.holdSubmit);
  const invalid = useSyncExternalStore(store.subscribeForm, () => Boolean(onlyValid) && store.messages.size > 0);
  return (
    <Group justify="flex-end" mt="md">
      {held ? (
        <Text id={heldId} size="sm" c="dimmed">
          {held}
        </Text>
      ) : null}
      {actions}
      <Button
        type="submit"
        loading={busy}
        disabled={Boolean(disabled || held || invalid)}
        aria-describedby={held ? heldId : undefined}
      >
        {label}
      </Button>
    </Group>
  );
}
