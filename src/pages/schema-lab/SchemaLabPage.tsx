// The Schema Lab: product analysts see every declaration rendered beside its JSON, live as they edit, with its problems,
// and publish it as a new version (issue 34).
import { Alert, Button, Grid, Loader, Text } from '@mantine/core';
import { useCallback, useMemo, useState } from 'react';
import useSWR from 'swr';
import { AppEngine } from '../../app/engine';
import { menuLeadsTo } from '../../session/menu';
import { DeclarationList } from './DeclarationList';
import { draftOf, isEdited, type Draft } from './draft';
import { labEntries } from '../../engine/build/lab-wire';
import { fetchDeclarations, type DeclarationKind, type LabDeclaration } from './lab-api';
import { registryOf } from './lab-validator';
import { VersionedDeclaration } from './VersionedDeclaration';
import { message } from '../../engine/core/message';

function SchemaLab() {
  const { data, error, isLoading, mutate } = useSWR('schema-lab/declarations', fetchDeclarations);
  const [chosen, setChosen] = useState<{ kind: DeclarationKind; file: string }>();
  const [drafts, setDrafts] = useState<Record<string, Draft>>({});
  const registry = useMemo(() => (data ? registryOf(data) : {}), [data]);
  const changeDraft = useCallback(
    (entry: LabDeclaration, change: (draft: Draft) => Draft | undefined) =>
      setDrafts(({ [entry.file]: current, ...others }) => {
        const next = change(current ?? draftOf(entry));
        return next ? { ...others, [entry.file]: next } : others;
      }),
    [],
  );

  if (error)
    return (
      <Alert color="red" role="alert" title={(error as Error).message || message('common.somethingWentWrong')}>
        <Button size="xs" variant="light" onClick={() => void mutate()}>
          {message('schemaLab.versions.tryAgain')}
        </Button>
      </Alert>
    );
  if (isLoading || !data) return <Loader aria-label={message('schemaLab.page.loading')} />;

  const entry = chosen ? labEntries(data, chosen.kind).find((candidate) => candidate.file === chosen.file) : undefined;
  return (
    <Grid gutter="lg" p="md">
      <Grid.Col span={{ base: 12, md: 3 }}>
        <DeclarationList
          declarations={data}
          chosen={chosen?.file}
          edited={new Set(Object.keys(drafts).filter((file) => isEdited(drafts[file])))}
          onChoose={(kind, file) => setChosen({ kind, file })}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 9 }}>
        {chosen && entry ? (
          <VersionedDeclaration
            key={entry.file}
            kind={chosen.kind}
            entry={entry}
            draft={drafts[entry.file]}
            onChange={changeDraft}
            registry={registry}
            forms={data.forms}
            catalogue={data.catalogue.json as Record<string, string>}
          />
        ) : (
          <Text c="dimmed">{message('schemaLab.page.choose')}</Text>
        )}
      </Grid.Col>
    </Grid>
  );
}

/** The lab as a route screen, inside the app's engine (its widgets, rules and actions); the Admin's and the Product Analyst's. */
export default function SchemaLabPage() {
  // Its API answers anyone else 403, which the app reads as an ended session: say so instead of calling it. The roles
  // whose declared menu leads here are the ones its API answers (server/schema-lab/audience.ts).
  if (!menuLeadsTo('/schema-lab'))
    return (
      <Alert color="yellow" role="alert" title={message('schemaLab.page.notYours')}>
        {message('schemaLab.page.notYoursHint')}
      </Alert>
    );
  return (
    <AppEngine>
      <SchemaLab />
    </AppEngine>
  );
}
