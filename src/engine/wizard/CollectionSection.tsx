// One section of a collection step (the directors): its saved entries, its Add form, and the delayed delete confirmation.
import { Accordion, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import type { CollectionDeclaration, CollectionSection as Section } from '../core/declarations';
import type { FieldUi } from '../core/rules';
import { useEngine } from '../EngineContext';
import { SchemaForm, type LoadedForm } from '../form/SchemaForm';
import { CollectionEntry } from './CollectionEntry';
import { entriesOf } from './collection';
import { ConfirmDialog } from './dialogs-on-open';
import { message } from '../core/message';

type Entry = Record<string, unknown>;

/** Props of CollectionSection. */
export interface CollectionSectionProps {
  collection: CollectionDeclaration;
  section: Section;
  /** The section's title after rules (a sole proprietor's 'Owner/Director'). */
  title: string;
  value: unknown;
  forms: Record<string, LoadedForm>;
  readOnly: boolean;
  /** Adds saved entries to the step's data. */
  onAdded: (entries: Entry[]) => void;
  /** Drops a removed entry from the step's data. */
  onRemoved: (entry: Entry) => void;
}

const messageOf = (result: unknown) =>
  result && typeof result === 'object' && 'message' in result ? String(result.message) : undefined;
const idOf = (result: unknown) =>
  (result as { data?: { id?: unknown } } | undefined)?.data?.id ?? (result as { id?: unknown } | undefined)?.id;

/** Saved entries of one type, the Add button (disabled at the section's maximum) and the add form. */
export function CollectionSection(props: CollectionSectionProps) {
  const { collection, section, title, value, forms, readOnly, onAdded, onRemoved } = props;
  const engine = useEngine();
  const [adding, setAdding] = useState(false);
  const [confirming, setConfirming] = useState<Entry>();
  const all = entriesOf(collection, value);
  const entries = all.filter((entry) => entry[collection.typeField] === section.type);
  const count = (type: string) => all.filter((entry) => entry[collection.typeField] === type).length;
  const full = (target: Section | undefined) => target?.max !== undefined && count(target.type) >= target.max;
  const form = forms[section.form];
  const alsoTarget = collection.sections.find((candidate) => candidate.type === section.alsoAdd?.type);
  const fieldUi: Record<string, FieldUi> = {
    ...section.fieldUi,
    ...(section.alsoAdd && full(alsoTarget) ? { [section.alsoAdd.field]: { disabled: true } } : {}),
  };

  const add = async (data: Entry) => {
    const { [section.alsoAdd?.field ?? '']: also, ...entry } = data;
    const action = section.add ?? collection.add;
    const save = async (type: string) => {
      const saved = { ...entry, [collection.typeField]: type };
      const result = await engine.call(action, saved);
      notifications.show({ color: 'green', message: messageOf(result) ?? message('common.saved'), autoClose: 2000 });
      return { ...saved, id: idOf(result) };
    };
    // An entry the server saved is shown even when the extra add for the same person fails afterwards.
    const added: Entry[] = [];
    try {
      added.push(await save(section.type));
      if (also === true && alsoTarget && !full(alsoTarget)) added.push(await save(alsoTarget.type));
    } catch (error) {
      notifications.show({
        color: 'red',
        message: (error as Error).message || message('common.somethingWentWrong'),
        autoClose: 3000,
      });
      if (!added.length) throw error;
    } finally {
      if (added.length) {
        onAdded(added);
        setAdding(false);
      }
    }
  };

  // Spec 2 section 4.4: the confirmation opens after a short delay.
  const askDelete = (entry: Entry) =>
    window.setTimeout(() => setConfirming(entry), collection.confirmRemove.delayMs ?? 0);
  const closeDelete = () => setConfirming(undefined);
  const remove = async () => {
    const entry = confirming;
    closeDelete();
    if (!entry) return;
    try {
      const result = await engine.call(collection.remove, entry);
      notifications.show({ color: 'green', message: messageOf(result) ?? message('common.deleted'), autoClose: 2000 });
      onRemoved(entry);
    } catch (error) {
      notifications.show({
        color: 'red',
        message: (error as Error).message || message('common.somethingWentWrong'),
        autoClose: 3000,
      });
    }
  };

  return (
    <Accordion.Item value={section.type}>
      <Accordion.Control>
        <Group gap="xs">
          <Text fw={600}>{title}</Text>
          <Badge variant="light" aria-label={`${entries.length} added`}>
            {section.max !== undefined ? `${entries.length}/${section.max}` : entries.length}
          </Badge>
        </Group>
      </Accordion.Control>
      <Accordion.Panel>
        <Stack gap="sm">
          {entries.length === 0 ? (
            <Text c="dimmed">{collection.empty}</Text>
          ) : (
            <Stack component="ul" gap="xs" p={0} m={0} aria-label={title}>
              {entries.map((entry) => (
                <CollectionEntry
                  key={String(entry.id)}
                  collection={collection}
                  entry={entry}
                  form={form}
                  onDelete={readOnly ? undefined : () => askDelete(entry)}
                />
              ))}
            </Stack>
          )}
          {adding && form ? (
            <SchemaForm
              form={form}
              initialData={{ [collection.typeField]: section.type }}
              fieldUi={fieldUi}
              related={{ items: all }}
              onSubmit={add}
              submitLabel="Add"
              actions={
                <Button variant="default" onClick={() => setAdding(false)}>
                  Cancel
                </Button>
              }
            />
          ) : null}
          {!readOnly && !adding ? (
            <Group>
              <Button variant="light" disabled={full(section)} onClick={() => setAdding(true)}>
                {section.addLabel ?? `Add ${title}`}
              </Button>
            </Group>
          ) : null}
        </Stack>
      </Accordion.Panel>
      <ConfirmDialog
        dialog={{ title: 'Delete', text: collection.confirmRemove.text, confirm: 'Delete', cancel: 'Cancel' }}
        opened={Boolean(confirming)}
        confirmColor="red"
        onConfirm={() => void remove()}
        onCancel={closeDelete}
      />
    </Accordion.Item>
  );
}
