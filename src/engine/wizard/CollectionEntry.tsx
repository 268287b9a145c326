// One saved entry of a collection: its summary (masked where declared), expandable to every field, with Delete.
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useId, useState } from 'react';
import type { CollectionDeclaration } from '../core/declarations';
import type { LoadedForm } from '../form/SchemaForm';
import { maskPan, reviewLines } from './review';
import { ReviewGrid } from './ReviewGrid';

/** Props of CollectionEntry. */
export interface CollectionEntryProps {
  collection: CollectionDeclaration;
  entry: Record<string, unknown>;
  form: LoadedForm;
  /** Asks to delete the entry; absent when deleting is not allowed. */
  onDelete?: () => void;
}

/** A card: the declared summary fields; Expand shows every field of the entry's form unmasked. */
export function CollectionEntry({ collection, entry, form, onDelete }: CollectionEntryProps) {
  const [expanded, setExpanded] = useState(false);
  const detailsId = useId();
  const { title, fields = [], masked = [] } = collection.summary;
  const name = String(entry[title] ?? '');
  const shown = (field: string) => {
    const value = String(entry[field] ?? '-');
    return masked.includes(field) && !expanded ? maskPan(value) : value;
  };
  return (
    <Paper withBorder p="sm" component="li" style={{ listStyle: 'none' }}>
      <Group justify="space-between" wrap="nowrap">
        <div>
          <Text fw={600}>{name}</Text>
          <Text size="sm" c="dimmed">
            {fields.map(shown).join(' · ')}
          </Text>
        </div>
        <Group gap="xs" wrap="nowrap">
          <Button
            variant="subtle"
            size="xs"
            aria-expanded={expanded}
            aria-controls={detailsId}
            aria-label={`${expanded ? 'Collapse' : 'Expand'} ${name}`}
            onClick={() => setExpanded((open) => !open)}
          >
            {expanded ? 'Collapse' : 'Expand'}
          </Button>
          {onDelete ? (
            <Button variant="subtle" color="red" size="xs" aria-label={`Delete ${name}`} onClick={onDelete}>
              Delete
            </Button>
          ) : null}
        </Group>
      </Group>
      {expanded ? (
        <Stack id={detailsId} mt="sm">
          <ReviewGrid lines={reviewLines(form.declaration.schema, form.declaration.ui, entry, { unmasked: true })} />
        </Stack>
      ) : null}
    </Paper>
  );
}
