// Renders a declared wizard: loads its saved data, then runs its steps inside an engine scoped to the client it edits.
import { Alert, Button, Center, Loader, Stack } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import type { WizardDeclaration } from '../core/declarations';
import type { RuleContext } from '../core/rules';
import { useArrived } from '../arrival';
import { useEngine } from '../EngineContext';
import { formWaits } from '../form/form-ready';
import type { LoadedForm } from '../form/SchemaForm';
import { message } from '../core/message';
import { boundStepData, fieldsToBind } from './bound-data';
import { readDraft } from './draft';
import { openWizard, visibleSteps, type Opening } from './opening';
import { isReadOnly } from './read-only';
import { ScopedEngine } from './ScopedEngine';
import { useWizardLoad, type Loaded } from './use-wizard-load';
import { WizardSteps } from './WizardSteps';

export { GUARD_MESSAGE } from './WizardSteps';

/** Props of Wizard. */
export interface WizardProps {
  wizard: WizardDeclaration;
  /** The forms loaded with the declaration (its first step's); the others are fetched when a step needs them. */
  forms: Record<string, LoadedForm>;
  /** The fields of each form, by form id, for steps bound to a loaded record (`bind`); none needed without. */
  fields?: Record<string, string[]>;
  /** Whose draft this is (the user id, and the client an admin edits), so two never share one. */
  owner: string;
  /** Saved data by step id, for a wizard that declares no load action. */
  saved?: Record<string, unknown>;
  /** Values every action and upload receives (the admin console's { clientId }); none by default. */
  scope?: Record<string, unknown>;
  /** Leaves the wizard (finish or skip). */
  onNavigate: (path: string) => void;
}

const Loading = ({ wizard }: { wizard: WizardDeclaration }) => (
  <Center p="xl">
    <Loader aria-label={`Loading ${wizard.title}`} />
  </Center>
);

const Failed = ({ text, retry }: { text: string; retry: () => void }) => (
  <Stack align="flex-start">
    <Alert color="red" role="alert">
      {text}
    </Alert>
    <Button onClick={retry}>Try Again</Button>
  </Stack>
);

/** The wizard: a loader while its rules and data load, a retry when that fails, then the steps. */
export function Wizard({ wizard, forms, fields, owner, saved, scope, onNavigate }: WizardProps) {
  const engine = useEngine();
  // Every wizard reads its rules from the start (binding, guards, completeness): they come beside its data.
  const rulesArrived = useArrived(engine.loadRules?.());
  // The first forms' widgets come beside the data too, not once the form is drawn.
  useEffect(() => {
    // (a failed fetch is left to the form, which asks again when it is drawn)
    for (const form of Object.values(forms)) formWaits(form.declaration, engine).widgets?.catch(() => undefined);
  }, [forms, engine]);
  const bindRecord = useCallback(
    (record: Record<string, unknown>, context: Partial<RuleContext>, fetched: Record<string, LoadedForm> = forms) =>
      boundStepData(wizard, fieldsToBind(fields ?? {}, fetched), record, engine.rules, {
        ...engine.context,
        ...context,
      }),
    [wizard, fields, forms, engine.rules, engine.context],
  );
  const { state, retry, fetchSaved } = useWizardLoad(wizard.load, scope, saved, bindRecord);
  if (state.status === 'loading' || !rulesArrived) return <Loading wizard={wizard} />;
  if (state.status === 'failed') return <Failed text={state.message} retry={retry} />;
  return (
    <ScopedEngine scope={scope} context={state.context}>
      <OpenedSteps
        wizard={wizard}
        forms={forms}
        owner={owner}
        loaded={state}
        reload={fetchSaved}
        onNavigate={onNavigate}
      />
    </ScopedEngine>
  );
}

/** The steps once the step to open at is known (inside the scoped engine, whose context decides the steps shown). */
function OpenedSteps(props: {
  wizard: WizardDeclaration;
  forms: Record<string, LoadedForm>;
  owner: string;
  loaded: Loaded;
  reload: (forms: Record<string, LoadedForm>) => Promise<Loaded | undefined>;
  onNavigate: (path: string) => void;
}) {
  const { wizard, forms, owner, loaded } = props;
  const engine = useEngine();
  const [opening, setOpening] = useState<Opening | { failed: string }>();
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    openWizard({
      steps: visibleSteps(wizard, engine.context),
      saved: loaded.data,
      draft: isReadOnly(wizard, engine.context) ? null : readDraft(wizard.id, owner),
      forms,
      completeness: { rules: engine.rules, context: engine.context, panels: engine.panels },
    }).then(
      (opened) => live && setOpening(opened),
      (error: Error) => live && setOpening({ failed: error.message || message('common.somethingWentWrong') }),
    );
    return () => {
      live = false;
    };
  }, [wizard, forms, owner, loaded, attempt, engine.rules, engine.context, engine.panels]);
  if (!opening) return <Loading wizard={wizard} />;
  if ('failed' in opening)
    return (
      <Failed
        text={opening.failed}
        retry={() => {
          setOpening(undefined);
          setAttempt((current) => current + 1);
        }}
      />
    );
  return (
    <WizardSteps wizard={wizard} owner={owner} opening={opening} reload={props.reload} onNavigate={props.onNavigate} />
  );
}
