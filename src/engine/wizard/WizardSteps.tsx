// The steps of a wizard: a linear stepper of forms, collections, panels and the generated review, with guards, saves,
// checks, skip, read-only mode and a local draft.
import { Alert, Stack, Stepper } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { forConsole, isFor } from '../core/audience';
import type { WizardDeclaration } from '../core/declarations';
import { applyRules } from '../core/rules';
import { useEngine } from '../EngineContext';
import type { LoadedForm } from '../form/SchemaForm';
import { clearDraft, writeDraft } from './draft';
import { stepFormIds } from '../core/wizard-forms';
import { formIdsToShow, loadForms } from './load-wizard';
import { visibleSteps, type Opening } from './opening';
import { readOnlyBanner, isReadOnly } from './read-only';
import { stepComplete } from './step-complete';
import { StepView } from './StepView';
import type { Loaded } from './use-wizard-load';
import { useStepCheck } from './use-step-check';
import { CheckDialog, ConfirmDialog } from './dialogs-on-open';
import { message } from '../core/message';

/** The spec's message when a move is not allowed (spec 2 section 4.2). */
export const GUARD_MESSAGE = message('onboarding.guard');

/** Props of WizardSteps. */
export interface WizardStepsProps {
  wizard: WizardDeclaration;
  owner: string;
  /** The step to open, its data and the forms loaded so far (`openWizard`); further steps' forms load on entering. */
  opening: Opening;
  /** Loads the saved data again (steps that declare `reload`), bound with the forms fetched so far. */
  reload: (forms: Record<string, LoadedForm>) => Promise<Loaded | undefined>;
  onNavigate: (path: string) => void;
}

const messageOf = (result: unknown) =>
  result && typeof result === 'object' && 'message' in result && result.message ? String(result.message) : undefined;
const wait = (ms = 0) => new Promise((resolve) => window.setTimeout(resolve, ms));
const toast = (color: 'green' | 'red', message: string | undefined) =>
  message && notifications.show({ color, message, autoClose: color === 'red' ? 3000 : 2000 });

/** The messages by field a refused call carries (`data.fields`, the server's check of a form), if any. */
const refusedFields = (error: unknown) => {
  const fields = (error as { data?: { fields?: unknown } }).data?.fields;
  return fields && typeof fields === 'object' ? (fields as Record<string, string>) : undefined;
};

/** The steps, their state and every move between them. Data is one object keyed by step id. */
export function WizardSteps({ wizard, owner, opening, reload, onNavigate }: WizardStepsProps) {
  const engine = useEngine();
  const steps = useMemo(() => visibleSteps(wizard, engine.context), [wizard, engine.context]);
  const readOnly = isReadOnly(wizard, engine.context);
  /** A step's data after its entering rules, which see the other steps (none run on a read-only wizard). */
  const entered = (index: number, all: Record<string, unknown>): Record<string, unknown> => {
    const target = steps[index];
    if (!target?.enterRules?.length || readOnly) return all;
    const value = (all[target.id] ?? {}) as Record<string, unknown>;
    const ruled = applyRules(target.enterRules, engine.rules, value, { ...engine.context, related: all });
    return { ...all, [target.id]: ruled.data };
  };
  // Opening at a step is entering it.
  const [data, setData] = useState<Record<string, unknown>>(() => entered(opening.index, opening.data));
  const [forms, setForms] = useState(opening.forms);
  const formsRef = useRef(forms);
  /** The forms with those of `ids` added, fetched first where missing. */
  const withForms = async (ids: string[]) => {
    formsRef.current = await loadForms(ids, formsRef.current);
    setForms(formsRef.current);
    return formsRef.current;
  };
  const input = useMemo(
    () => ({ forms, rules: engine.rules, context: engine.context, data, panels: engine.panels }),
    [forms, engine.rules, engine.context, data, engine.panels],
  );
  const [active, setActive] = useState(opening.index);
  // Bumped when data changes from outside a form (a reload, an entering rule), so the form shows it.
  const [version, setVersion] = useState(0);
  const [failure, setFailure] = useState<string>();
  // The server's messages by field for the step's data last saved (its version of the form refused it).
  const [refused, setRefused] = useState<Record<string, string>>();
  const [panelMessage, setPanelMessage] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [confirmSkip, setConfirmSkip] = useState(false);
  const [finished, setFinished] = useState(false);
  const check = useStepCheck();

  useEffect(() => {
    if (!readOnly) writeDraft(wizard.id, owner, { step: active, data });
  }, [wizard.id, owner, active, data, readOnly]);

  const step = steps[active];
  const setStepData = useCallback(
    (id: string, value: unknown) => setData((current) => ({ ...current, [id]: value })),
    [],
  );

  /** Opens a step: fetches its forms, runs its entering rules and, where declared, reloads the saved data first. */
  const enter = async (index: number, base: Record<string, unknown> = data) => {
    setFailure(undefined);
    setRefused(undefined);
    setPanelMessage(undefined);
    const target = steps[index];
    try {
      await withForms(formIdsToShow(steps, index));
    } catch (error) {
      return setFailure((error as Error).message || message('common.somethingWentWrong'));
    }
    let next = base;
    if (target.reload) {
      const loaded = await reload(formsRef.current).catch(() => undefined);
      if (loaded) next = { ...base, ...loaded.data };
    }
    next = entered(index, next);
    if (next !== base) {
      setData(next);
      setVersion((current) => current + 1);
    }
    setActive(index);
  };

  /** Saves the current step's data (when it declares a save); false when the save failed. */
  const save = async (value: unknown, quiet = false) => {
    if (!step.save || readOnly) return true;
    try {
      const result = await engine.call(step.save, value);
      if (!quiet) toast('green', messageOf(result));
      return true;
    } catch (error) {
      setFailure((error as Error).message || message('common.somethingWentWrong'));
      setRefused(refusedFields(error));
      return false;
    }
  };

  /** Save & Next (or Next): check, save, wait where declared, then the next step; nothing typed is lost on failure. */
  const leaveForward = async (value: unknown) => {
    setStepData(step.id, value);
    const base = { ...data, [step.id]: value };
    if (readOnly) return enter(active + 1, base);
    if (!stepComplete(step, value, { ...input, data: base }))
      return void toast('red', wizard.guardMessage ?? GUARD_MESSAGE);
    setFailure(undefined);
    setBusy(true);
    const passed = step.check ? await check.run(step.check, value) : ({ passed: true } as const);
    if (!passed.passed) {
      if (passed.panel) setPanelMessage(passed.message);
      else setFailure(passed.message);
    } else if (await save(value)) {
      await wait(step.advanceAfterMs);
      await enter(active + 1, base);
    }
    setBusy(false);
  };

  /** A stepper click: back freely; forward only past complete steps, saving the current one quietly. */
  const tryGo = async (index: number) => {
    if (index === active) return;
    if (readOnly || index < active) return enter(index);
    const passed = steps.slice(0, index);
    let loaded: typeof forms;
    try {
      loaded = await withForms(passed.flatMap(stepFormIds));
    } catch (error) {
      return setFailure((error as Error).message || message('common.somethingWentWrong'));
    }
    const ready = passed.every(
      (candidate) => candidate.review || stepComplete(candidate, data[candidate.id], { ...input, forms: loaded }),
    );
    if (!ready) return void toast('red', wizard.guardMessage ?? GUARD_MESSAGE);
    if (await save(data[step.id], true)) await enter(index);
  };

  const finish = async () => {
    setBusy(true);
    setFailure(undefined);
    try {
      const result = wizard.finish ? await engine.call(wizard.finish, { ...data, ...wizard.finishWith }) : undefined;
      clearDraft(wizard.id, owner);
      toast('green', messageOf(result));
      if (wizard.finishDialog) setFinished(true);
      else leave();
    } catch (error) {
      setFailure((error as Error).message || message('common.somethingWentWrong'));
    } finally {
      setBusy(false);
    }
  };
  const leave = () => {
    const to = forConsole(wizard.finishTo, engine.context);
    if (to) onNavigate(to);
  };

  const banner = readOnly ? readOnlyBanner(wizard, engine.context) : undefined;
  const canSkip = Boolean(wizard.skip && isFor(wizard.skip, engine.context) && !readOnly);

  return (
    <Stack gap="md">
      {banner ? (
        <Alert color="blue" role="status">
          {banner}
        </Alert>
      ) : null}
      <Stepper active={active} onStepClick={(index) => void tryGo(index)} allowNextStepsSelect={!readOnly} size="sm">
        {steps.map((candidate) => (
          <Stepper.Step key={candidate.id} label={candidate.title} data-tour={`${wizard.id}-${candidate.id}`} />
        ))}
      </Stepper>
      {failure ? (
        <Alert color="red" role="alert">
          {failure}
        </Alert>
      ) : null}
      {step ? (
        <StepView
          key={`${step.id}:${version}`}
          step={step}
          forms={forms}
          data={data}
          readOnly={readOnly}
          busy={busy}
          panel={
            panelMessage && step.check?.failurePanel ? { ...step.check.failurePanel, text: panelMessage } : undefined
          }
          onRetry={() => setPanelMessage(undefined)}
          refused={refused}
          onChange={(value) => setStepData(step.id, value)}
          onNext={leaveForward}
          onBack={active > 0 ? () => void enter(active - 1) : undefined}
          onSkip={canSkip ? () => setConfirmSkip(true) : undefined}
          onEdit={readOnly ? undefined : (index) => void enter(index)}
          onFinish={readOnly ? () => toast('green', wizard.readOnlyDone) : () => void finish()}
          steps={steps}
        />
      ) : null}
      <CheckDialog dialog={check.dialog} onClose={check.close} />
      {wizard.skip ? (
        <ConfirmDialog
          dialog={wizard.skip}
          opened={confirmSkip}
          onConfirm={() => onNavigate(wizard.skip!.to)}
          onCancel={() => setConfirmSkip(false)}
        />
      ) : null}
      {wizard.finishDialog ? <ConfirmDialog dialog={wizard.finishDialog} opened={finished} onConfirm={leave} /> : null}
    </Stack>
  );
}
