// /onboarding (spec 2 section 2.1): the wizard variant for this user, or in the admin console for the chosen client.
import { Center, Loader, Stack, Title } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { wizardCandidates } from 'virtual:declarations';
import { selectWizard } from '../../engine/core/select-wizard';
import { loadWizard, type LoadedWizard } from '../../engine/wizard/load-wizard';
import { Wizard } from '../../engine/wizard/Wizard';
import { currentConsole } from '../console';
import { AppEngine } from '../engine';
import { readSession } from '../session';

/** What a navigation to /onboarding carries in the admin console: the chosen client's id, stored type and purpose. */
export interface OnboardingState {
  purpose?: string;
  clientId?: string;
  clientType?: string;
}

/**
 * Picks the wizard by the declarations' `when` (the server decides with the same function from the client's stored
 * record), loads it, and runs it scoped to the client (the admin's choice or the user's own).
 */
export default function OnboardingScreen() {
  const console = currentConsole();
  const state = (useLocation().state ?? {}) as OnboardingState;
  const navigate = useNavigate();
  const { id } = selectWizard(wizardCandidates, 'onboarding', {
    console,
    role: readSession('roleName'),
    purpose: console === 'admin' ? state.purpose : readSession('clientPurpose'),
    clientType: console === 'admin' ? state.clientType : readSession('clientType'),
  });
  const [loaded, setLoaded] = useState<LoadedWizard>();
  useEffect(() => {
    let live = true;
    void loadWizard(id).then((wizard) => live && setLoaded(wizard));
    return () => {
      live = false;
    };
  }, [id]);
  const scope = useMemo(
    () => (console === 'admin' ? { clientId: state.clientId } : undefined),
    [console, state.clientId],
  );

  if (console === 'admin' && !state.clientId) return <Navigate to="/onboarding-list" replace />;
  if (!loaded)
    return (
      <Center p="xl">
        <Loader aria-label="Loading onboarding" />
      </Center>
    );
  return (
    <Stack p="md" gap="md">
      {console === 'admin' ? <Title order={2}>{`Client ${state.clientId}`}</Title> : null}
      <AppEngine>
        <Wizard
          wizard={loaded.declaration}
          forms={loaded.forms}
          owner={[readSession('userId') ?? 'anonymous', state.clientId].filter(Boolean).join(':')}
          scope={scope}
          onNavigate={(path) => navigate(path, { replace: true })}
        />
      </AppEngine>
    </Stack>
  );
}
