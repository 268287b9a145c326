// The declaration open in the lab at its version in force (the newest published, else the file), with its versions.
import { Alert, Button, Loader, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { declarationIdOf } from '../../engine/build/lab-wire';
import { message } from '../../engine/core/message';
import { DeclarationWorkbench, type DeclarationWorkbenchProps } from './DeclarationWorkbench';
import { draftOf, isEdited, type Draft } from './draft';
import type { LabDeclaration } from './lab-api';
import { useVersions } from './use-versions';
import { VersionsPanel } from './VersionsPanel';

/** Props of VersionedDeclaration: the workbench's, with the file as saved and its draft when one was started. */
export interface VersionedDeclarationProps extends Omit<DeclarationWorkbenchProps, 'draft' | 'edited' | 'footer'> {
  draft?: Draft;
}

/** Loads the versions, edits the one in force, and publishes from below the check. */
export function VersionedDeclaration({ entry: file, draft, onChange, ...props }: VersionedDeclarationProps) {
  const id = declarationIdOf(props.kind, file.json);
  const { history, inForce, error, refresh } = useVersions(props.kind, id);
  const entry: LabDeclaration = useMemo(
    () => ({ file: file.file, json: inForce?.document ?? file.json }),
    [file, inForce],
  );
  if (error)
    return (
      <Alert color="red" role="alert" title={message('schemaLab.versions.failed')}>
        <Text size="sm">{error.message}</Text>
        <Button size="xs" variant="light" mt="xs" onClick={() => void refresh()}>
          {message('schemaLab.versions.tryAgain')}
        </Button>
      </Alert>
    );
  if (!history || !inForce) return <Loader aria-label={message('schemaLab.versions.loading')} />;

  const current = draft ?? draftOf(entry);
  const afterPublish = async () => {
    await refresh();
    onChange(entry, () => undefined);
  };
  return (
    <Stack gap="xs">
      <Text role="status" fw={600}>
        {inForce.version
          ? message('schemaLab.versions.inForce', { version: inForce.version })
          : message('schemaLab.versions.fileInForce')}
      </Text>
      <DeclarationWorkbench
        {...props}
        entry={entry}
        draft={current}
        edited={isEdited(draft)}
        onChange={onChange}
        footer={
          <VersionsPanel
            kind={props.kind}
            id={id}
            history={history}
            declaration={current.declaration}
            onPublished={afterPublish}
          />
        }
      />
    </Stack>
  );
}
