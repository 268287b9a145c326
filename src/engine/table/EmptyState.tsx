// A declared table's empty state (`emptyState`): what it could hold, listed from an action, and a button for one of
// its actions (the virtual accounts' currencies and Create Virtual Accounts).
import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import useSWR from 'swr';
import type { TableAction, TableDeclaration } from '../core/declarations';
import { fieldValue } from '../core/field-path';
import { useEngine } from '../EngineContext';
import { flagOf } from '../core/flag';
import BlockedTooltip from './filters/BlockedTooltip';
import { message } from '../core/message';

type Row = Record<string, unknown>;

/** Props of EmptyState. */
export interface EmptyStateProps {
  state: NonNullable<TableDeclaration['emptyState']>;
  /** The table's `empty` text, when the state has none of its own. */
  text?: string;
  actions: TableAction[];
  onAction: (action: TableAction) => void;
  /** Why actions that need an approved account are disabled here, if they are. */
  blockedReason?: string;
}

/** The text, the list (each item with its flag when it has a countryCode) and the action's button. */
export default function EmptyState({ state, text, actions, onAction, blockedReason }: EmptyStateProps) {
  const engine = useEngine();
  const listed = useSWR(state.listSource ? ['empty-state', state.listSource] : null, async () => {
    const answer = await engine.call(state.listSource!);
    return Array.isArray(answer) ? (answer as Row[]) : [];
  });
  const field = state.listField ?? 'name';
  const items = (listed.data ?? []).filter((item) => !(state.exclude ?? []).includes(String(fieldValue(item, field))));
  const action = actions.find((candidate) => candidate.id === state.action);
  const blocked = Boolean(action?.requiresApproved && blockedReason);
  const button = action ? (
    <Button onClick={() => onAction(action)} disabled={blocked}>
      {state.label ?? action.label}
    </Button>
  ) : null;
  return (
    <Stack align="center" gap="sm" p="xl">
      <Text c="dimmed">{state.text ?? text ?? message('common.noRecord')}</Text>
      {listed.isLoading ? <Loader size="sm" aria-label="Loading the list" /> : null}
      {items.length ? (
        <Group component="ul" gap="xs" justify="center" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {items.map((item) => (
            <Text component="li" key={String(fieldValue(item, field))} size="sm">
              {`${flagOf(item.countryCode)} ${String(fieldValue(item, field))}`.trim()}
            </Text>
          ))}
        </Group>
      ) : null}
      {blocked ? <BlockedTooltip label={blockedReason!}>{button}</BlockedTooltip> : button}
    </Stack>
  );
}
