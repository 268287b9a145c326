// Renders a declared wizard: loads its saved data, then runs its steps inside an engine scoped to the client it edits.
import { Alert, Button, Center, Loader, Stack } from '@mantine/core';
import { useCallback } from 'react';
import type { WizardDeclaration } from '../core/declarations';
import type { RuleContext } from '../core/rules';
import { useWaitFor } from '../wait-for';
import { useEngine } from '../EngineContext';
import type { LoadedForm } from '../form/SchemaForm';
import { boundStepData } from './bound-data';
import { ScopedEngine } from './ScopedEngine';
import { useWizardLoad } from './use-wizard-load';
import { WizardSteps } from './WizardSteps';

export { GUARD_MESSAGE } from './WizardSteps';

/** Props of Wizard. */
export interface WizardProps {
  wizard: WizardDeclaration;
  /** Every form the steps and collections name, loaded. */
  forms: Record<string, LoadedForm>;
  /** Whose draft this is (the user id, and the client an admin edits), so two never share one. */
  owner: string;
  /** Saved data by step id, for a wizard that declares no load action. */
  saved?: Record<string, unknown>;
  /** Values every action and upload receives (the admin console's { clientId }); none by default. */
  scope?: Record<string, unknown>;
  /** Leaves the wizard (finish or skip). */
  onNavigate: (path: string) => void;
}

/** The wizard: a loader while its data loads, a retry when that fails, then the steps. */
export function Wizard({ wizard, forms, owner, saved, scope, onNavigate }: WizardProps) {
  const engine = useEngine();
  // Every wizard reads its rules from the start (binding, guards, completeness): it waits for them once.
  useWaitFor(engine.loadRules?.());
  const bindRecord = useCallback(
    (record: Record<string, unknown>, context: Partial<RuleContext>) =>
      boundStepData(wizard, forms, record, engine.rules, { ...engine.context, ...context }),
    [wizard, forms, engine.rules, engine.context],
  );
  const { state, retry, fetchSaved } = useWizardLoad(wizard.load, scope, saved, bindRecord);
  if (state.status === 'loading')
    return (
      <Center p="xl">
        <Loader aria-label={`Loading ${wizard.title}`} />
      </Center>
    );
  if (state.status === 'failed')
    return (
      <Stack align="flex-start">
        <Alert color="red" role="alert">
          {state.message}
        </Alert>
        <Button onClick={retry}>Try Again</Button>
      </Stack>
    );
  return (
    <ScopedEngine scope={scope} context={state.context}>
      <WizardSteps
        wizard={wizard}
        forms={forms}
        owner={owner}
        saved={state.data}
        reload={fetchSaved}
        onNavigate={onNavigate}
      />
    </ScopedEngine>
  );
}
