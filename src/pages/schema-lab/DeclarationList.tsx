// The left-hand column: every declaration, grouped by kind and searchable by title, id or file.
import { Badge, NavLink, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { message } from '../../engine/core/message';
import { labEntries } from '../../engine/build/lab-wire';
import type { DeclarationKind, LabDeclaration, LabDeclarations } from './lab-api';

const GROUPS: [string, DeclarationKind[]][] = [
  [message('schemaLab.list.forms'), ['form']],
  [message('schemaLab.list.tables'), ['table']],
  [message('schemaLab.list.wizards'), ['wizard']],
  [message('schemaLab.list.flows'), ['flow']],
  [message('schemaLab.list.pages'), ['page']],
  [message('schemaLab.list.dashboards'), ['dashboard']],
  [message('schemaLab.list.entities'), ['entity']],
  [message('schemaLab.list.texts'), ['catalogue', 'menus', 'tours']],
];

/** The name of a declaration that is the only one of its kind. */
const SINGLE_NAMES: Partial<Record<DeclarationKind, string>> = {
  catalogue: message('schemaLab.catalogue.title'),
  menus: message('schemaLab.list.menus'),
  tours: message('schemaLab.list.tours'),
};

/** What the list calls a declaration: its title or id (an entity's `$id`); the only one of its kind by its name. */
const nameOf = (kind: DeclarationKind, entry: LabDeclaration) =>
  SINGLE_NAMES[kind] ?? String(entry.json.title ?? entry.json.id ?? entry.json.$id);

const matches = (entry: LabDeclaration, query: string) =>
  [entry.json.title, entry.json.id, entry.json.$id, entry.file].some(
    (value) => typeof value === 'string' && value.toLowerCase().includes(query),
  );

/** Props of DeclarationList. */
export interface DeclarationListProps {
  declarations: LabDeclarations;
  /** File of the declaration open in the lab. */
  chosen?: string;
  /** Files with unsaved edits, marked in the list. */
  edited: ReadonlySet<string>;
  onChoose: (kind: DeclarationKind, file: string) => void;
}

/** The searchable list; a group with no match is left out. */
export function DeclarationList({ declarations, chosen, edited, onChoose }: DeclarationListProps) {
  const [query, setQuery] = useState('');
  const needle = query.trim().toLowerCase();
  return (
    <Stack gap="xs">
      <TextInput
        aria-label={message('schemaLab.list.search')}
        placeholder={message('schemaLab.list.search')}
        value={query}
        onChange={(event) => setQuery(event.currentTarget.value)}
      />
      <ScrollArea.Autosize mah="75vh">
        {GROUPS.map(([title, kinds]) => {
          const entries = kinds.flatMap((kind) =>
            labEntries(declarations, kind)
              .filter((entry) => matches(entry, needle))
              .map((entry) => ({ kind, entry })),
          );
          if (!entries.length) return null;
          return (
            <Stack key={title} gap={0} mb="sm" role="group" aria-label={title}>
              <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm">
                {title}
              </Text>
              {entries.map(({ kind, entry }) => (
                <NavLink
                  key={entry.file}
                  component="button"
                  label={nameOf(kind, entry)}
                  description={SINGLE_NAMES[kind] ? entry.file : String(entry.json.id ?? entry.json.$id)}
                  active={entry.file === chosen}
                  rightSection={
                    edited.has(entry.file) ? <Badge size="xs">{message('schemaLab.list.edited')}</Badge> : undefined
                  }
                  onClick={() => onChoose(kind, entry.file)}
                />
              ))}
            </Stack>
          );
        })}
      </ScrollArea.Autosize>
    </Stack>
  );
}
