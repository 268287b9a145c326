// A route whose screen is a declared table: the MasterTable of its declaration with the app's engine, scoped as the
// route says (in the admin console, the client chosen in a list).
import { Stack, Title } from '@mantine/core';
import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import type { ScreenRoute } from '../../../screens.config';
import { MasterTable, type LoadedTable } from '../../engine/table/MasterTable';
import { currentConsole } from '../../session/console';
import { AppEngine } from '../engine';
import { fillText, scopeMissing, scopeOf } from './route-scope';
import { ScopeMissing } from './scope-missing';

/** The MasterTable of one declaration inside the app's engine; its source and submits receive the route's scope. */
export function TableRoute({ route, table }: { route: ScreenRoute; table: LoadedTable }) {
  const state = (useLocation().state ?? {}) as Record<string, unknown>;
  const scoped = scopeOf(route.scope, currentConsole(), state);
  const missing = scopeMissing(scoped);
  const scopeKey = JSON.stringify(scoped ?? null);
  // The navigation state is a new object on every render: the scope changes only when its values do.
  const scope = useMemo(() => (JSON.parse(scopeKey) as Record<string, unknown> | null) ?? undefined, [scopeKey]);
  if (missing) return <ScopeMissing scope={route.scope!} />;
  const heading = scope && route.scope?.heading ? fillText(route.scope.heading, scope) : undefined;
  return (
    <AppEngine>
      {heading ? (
        <Stack p="md" gap="md">
          <Title order={2}>{heading}</Title>
          <MasterTable table={table} params={scope} />
        </Stack>
      ) : (
        <MasterTable table={table} params={scope} />
      )}
    </AppEngine>
  );
}
