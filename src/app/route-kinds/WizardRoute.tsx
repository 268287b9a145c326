// A route whose screen is a declared wizard: chosen by its `when` among a screen's candidates, scoped as the route says.
import { Center, Loader, Stack, Title } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { ScreenRoute } from '../../../screens.config';
import { loadWizard, type LoadedWizard } from '../../engine/wizard/load-wizard';
import { Wizard } from '../../engine/wizard/Wizard';
import { currentConsole } from '../../session/console';
import { AppEngine } from '../engine';
import { readSession } from '../../session/session';
import { fillText, scopeMissing, scopeOf } from './route-scope';
import { ScopeMissing } from './scope-missing';
import { chosenWizard } from './wizard-first-data';

/** A scoped route without its scope says what to choose, or goes to `otherwise`, before any wizard is chosen. */
export function WizardRoute({ route }: { route: ScreenRoute }) {
  const state = (useLocation().state ?? {}) as Record<string, unknown>;
  if (scopeMissing(scopeOf(route.scope, currentConsole(), state))) return <ScopeMissing scope={route.scope!} />;
  return <ChosenWizard route={route} state={state} />;
}

/**
 * The wizard of `route.wizard`: that id, or the candidate of that screen whose `when` holds (the server decides with
 * the same function from the client's stored record); it runs scoped to the route's scope, else to the user's own data.
 */
function ChosenWizard({ route, state }: { route: ScreenRoute; state: Record<string, unknown> }) {
  const console = currentConsole();
  const navigate = useNavigate();
  const chosen = chosenWizard(route, console, state);
  const id = chosen?.id ?? route.wizard!;
  const first = chosen?.first;
  const [loaded, setLoaded] = useState<LoadedWizard>();
  useEffect(() => {
    let live = true;
    void loadWizard(id, first).then((wizard) => live && setLoaded(wizard));
    return () => {
      live = false;
    };
  }, [id, first]);
  const scopeKey = JSON.stringify(scopeOf(route.scope, console, state) ?? null);
  // The navigation state is a new object on every render: the scope changes only when its values do.
  const scoped = useMemo(() => JSON.parse(scopeKey) as Record<string, unknown> | null, [scopeKey]);
  const scope = scoped ?? undefined;

  if (!loaded)
    return (
      <Center p="xl">
        <Loader aria-label={`Loading ${route.title}`} />
      </Center>
    );
  return (
    <Stack p="md" gap="md">
      {scope && route.scope?.heading ? <Title order={2}>{fillText(route.scope.heading, scope)}</Title> : null}
      <AppEngine>
        <Wizard
          wizard={loaded.declaration}
          forms={loaded.forms}
          fields={loaded.fields}
          owner={[readSession('userId') ?? 'anonymous', ...Object.values(scope ?? {}).map(String)].join(':')}
          scope={scope}
          onNavigate={(path) => navigate(path, { replace: true })}
        />
      </AppEngine>
    </Stack>
  );
}
