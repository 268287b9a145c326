// The left-hand column: every declaration, grouped by kind and searchable by title, id or file.
import { Badge, NavLink, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { message } from '../../engine/core/message';
import type { DeclarationKind, LabDeclaration, LabDeclarations } from './lab-api';

const GROUPS: [string, DeclarationKind, keyof LabDeclarations][] = [
  [message('schemaLab.list.forms'), 'form', 'forms'],
  [message('schemaLab.list.tables'), 'table', 'tables'],
  [message('schemaLab.list.wizards'), 'wizard', 'wizards'],
  [message('schemaLab.list.flows'), 'flow', 'flows'],
  [message('schemaLab.list.pages'), 'page', 'pages'],
  [message('schemaLab.list.dashboards'), 'dashboard', 'dashboards'],
  [message('schemaLab.catalogue.group'), 'catalogue', 'catalogue'],
];

/** A group's declarations: a list, or the one catalogue. */
const entriesOf = (declarations: LabDeclarations, key: keyof LabDeclarations) => {
  const entries = declarations[key];
  return (Array.isArray(entries) ? entries : [entries]) as LabDeclaration[];
};

/** What the list calls a declaration: its title or id; the catalogue by its own name. */
const nameOf = (kind: DeclarationKind, entry: LabDeclaration) =>
  kind === 'catalogue' ? message('schemaLab.catalogue.title') : String(entry.json.title ?? entry.json.id);

const matches = (entry: LabDeclaration, query: string) =>
  [entry.json.title, entry.json.id, entry.file].some(
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
        {GROUPS.map(([title, kind, key]) => {
          const entries = entriesOf(declarations, key).filter((entry) => matches(entry, needle));
          if (!entries.length) return null;
          return (
            <Stack key={key} gap={0} mb="sm" role="group" aria-label={title}>
              <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm">
                {title}
              </Text>
              {entries.map((entry) => (
                <NavLink
                  key={entry.file}
                  component="button"
                  label={nameOf(kind, entry)}
                  description={kind === 'catalogue' ? entry.file : String(entry.json.id)}
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
