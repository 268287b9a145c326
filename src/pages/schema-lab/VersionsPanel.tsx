// Below the editor: the impact of the declaration as edited, its publish, and its history with the rollbacks.
import { Divider, Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { message } from '../../engine/core/message';
import type { JsonDraft } from './draft';
import { HistoryList } from './HistoryList';
import { ImpactReport, type ImpactState } from './ImpactReport';
import { checkImpact, type DeclarationKind, type DeclarationVersion, type Impact, type Published } from './lab-api';
import { PublishForm } from './PublishForm';
import { refusalOf } from './refusal';
import { RollbackDialog } from './RollbackDialog';

/** Props of VersionsPanel. */
export interface VersionsPanelProps {
  kind: DeclarationKind;
  /** The declaration's id as the server stores its versions (the version in force's). */
  id: string;
  /** Oldest first; the last is in force. */
  history: DeclarationVersion[];
  /** The declaration as edited. */
  declaration: JsonDraft;
  /** After a publish or rollback: the history is read again and the edit starts from the new version. */
  onPublished: () => Promise<void>;
}

/** The impact, publish and history of one declaration; a publish or rollback is announced in a green notification. */
export function VersionsPanel({ kind, id, history, declaration, onPublished }: VersionsPanelProps) {
  const key = JSON.stringify(declaration.value);
  const [impact, setImpact] = useState<{ key: string; impact?: Impact; failure?: string; checking: boolean }>();
  const [rollingBack, setRollingBack] = useState<number>();
  const current: ImpactState = impact?.key === key ? impact : { checking: false };
  const next = (history.at(-1)?.version ?? 0) + 1;

  const askImpact = () => {
    setImpact({ key, checking: true });
    checkImpact(kind, declaration.value).then(
      (answer) => setImpact((latest) => (latest?.key === key ? { key, impact: answer, checking: false } : latest)),
      (error: unknown) =>
        setImpact((latest) =>
          latest?.key === key ? { key, failure: refusalOf(error).message, checking: false } : latest,
        ),
    );
  };
  const published = async (_published: Published, serverMessage: string) => {
    setRollingBack(undefined);
    setImpact(undefined);
    notifications.show({ color: 'green', message: serverMessage, autoClose: 4000 });
    await onPublished();
  };

  return (
    <Stack gap="md">
      <Divider />
      <Title order={3}>{message('schemaLab.versions.title')}</Title>
      <ImpactReport state={current} onCheck={askImpact} disabled={Boolean(declaration.error)} />
      <PublishForm
        kind={kind}
        declaration={declaration.value}
        unparsed={Boolean(declaration.error)}
        recordsWouldFail={Boolean(current.impact?.failing)}
        onPublished={(answer, serverMessage) => void published(answer, serverMessage)}
      />
      <HistoryList history={history} onRollback={(version) => setRollingBack(version.version)} />
      <RollbackDialog
        kind={kind}
        id={id}
        version={rollingBack}
        next={next}
        onClose={() => setRollingBack(undefined)}
        onRolledBack={(answer, serverMessage) => void published(answer, serverMessage)}
      />
    </Stack>
  );
}
