// One declaration open in the lab: its JSON and sample data on the left, the live rendering on the right, the check below.
import { Badge, Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useCallback, useMemo, type ReactNode } from 'react';
import type { SchemaRegistry } from '../../engine/core/bundle';
import { message } from '../../engine/core/message';
import { CheckResults } from './CheckResults';
import { DeclarationPreview } from './DeclarationPreview';
import { editJson, sampleFromForm, type Draft } from './draft';
import { JsonEditor } from './JsonEditor';
import type { DeclarationKind, LabDeclaration } from './lab-api';
import { useCheck } from './use-check';

const SAMPLE_HINT: Partial<Record<DeclarationKind, string>> = {
  form: message('schemaLab.workbench.sampleHint.form'),
  table: message('schemaLab.workbench.sampleHint.table'),
  wizard: message('schemaLab.workbench.sampleHint.wizard'),
  page: message('schemaLab.workbench.sampleHint.page'),
};

/** Props of DeclarationWorkbench. */
export interface DeclarationWorkbenchProps {
  kind: DeclarationKind;
  /** The declaration as saved. */
  entry: LabDeclaration;
  draft: Draft;
  /** True when the draft differs from the file as saved. */
  edited: boolean;
  /** Applies a change to the entry's latest draft; a change returning undefined goes back to the file as saved. */
  onChange: (entry: LabDeclaration, change: (draft: Draft) => Draft | undefined) => void;
  registry: SchemaRegistry;
  forms: LabDeclaration[];
  /** The message catalogue in force: the texts of the draft's "msg:" references, and what a catalogue draft changes. */
  catalogue: Record<string, string>;
  /** Shown below the check: the versions of the declaration. */
  footer?: ReactNode;
}

/** The editors, the preview and the server's findings for one declaration. */
export function DeclarationWorkbench(props: DeclarationWorkbenchProps) {
  const { kind, entry, draft, edited, onChange, registry, forms, catalogue, footer } = props;
  const { file } = entry;
  const input = useMemo(
    () => ({ kind, file, declaration: draft.declaration.value, sample: draft.sample.value }),
    [kind, file, draft.declaration.value, draft.sample.value],
  );
  const check = useCheck(input);
  const onSample = useCallback(
    (data: Record<string, unknown>) => onChange(entry, (latest) => sampleFromForm(latest, data)),
    [onChange, entry],
  );
  const title =
    kind === 'catalogue'
      ? message('schemaLab.catalogue.title')
      : (draft.declaration.value.title ?? draft.declaration.value.id);
  const sampleHint = SAMPLE_HINT[kind];
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Group gap="xs">
          <Title order={3}>{String(title)}</Title>
          <Badge variant="light">{kind}</Badge>
          <Text size="sm" c="dimmed">
            {file}
          </Text>
        </Group>
        <Button variant="default" size="xs" onClick={() => onChange(entry, () => undefined)} disabled={!edited}>
          {message('schemaLab.workbench.reset')}
        </Button>
      </Group>
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        <Stack gap="md">
          <JsonEditor
            label={message('schemaLab.workbench.declaration')}
            description={message('schemaLab.editorHint')}
            draft={draft.declaration}
            onChange={(text) =>
              onChange(entry, (latest) => ({ ...latest, declaration: editJson(latest.declaration, text) }))
            }
          />
          {sampleHint ? (
            <JsonEditor
              label={message('schemaLab.workbench.sample')}
              description={sampleHint}
              draft={draft.sample}
              minRows={4}
              onChange={(text) =>
                onChange(entry, (latest) => ({
                  ...latest,
                  sample: editJson(latest.sample, text),
                  sampleVersion: latest.sampleVersion + 1,
                }))
              }
            />
          ) : null}
        </Stack>
        <DeclarationPreview
          kind={kind}
          file={file}
          draft={draft}
          registry={registry}
          forms={forms}
          catalogue={catalogue}
          onSample={onSample}
        />
      </SimpleGrid>
      <CheckResults state={check} />
      {footer}
    </Stack>
  );
}
