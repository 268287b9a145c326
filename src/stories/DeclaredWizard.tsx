// A declared wizard as a story shows it: empty, filled (on its review), with a step's messages, or read-only.
import { Paper } from '@mantine/core';
import { useMemo, useRef, useState } from 'react';
import type { WizardDeclaration } from '../engine/core/declarations';
import type { RuleContext } from '../engine/core/rules';
import type { LoadedForm } from '../engine/form/SchemaForm';
import { clearDraft, writeDraft } from '../engine/wizard/draft';
import { Wizard } from '../engine/wizard/Wizard';
import { submitButton, useClickOnce } from './click-once';
import { StoryEngine } from './story-engine';
import { wizardSample } from './wizard-sample';

/** The states a designer looks at. */
export type WizardStoryState = 'empty' | 'filled' | 'errors' | 'read-only';

/** Props of DeclaredWizard. */
export interface DeclaredWizardProps {
  wizard: WizardDeclaration;
  /** Every form the steps and collections name. */
  forms: Record<string, LoadedForm>;
  state: WizardStoryState;
}

/** Who looks: the client console, or for read-only whoever the declared banner is for, with a status that locks it. */
const contextFor = (wizard: WizardDeclaration, state: WizardStoryState): Partial<RuleContext> => {
  const banner = typeof wizard.readOnlyBanner === 'object' ? wizard.readOnlyBanner : undefined;
  const console = state === 'read-only' ? (banner?.consoles?.[0] ?? 'client') : 'client';
  return {
    console,
    role: console === 'admin' ? 'Admin' : 'Client Exporter',
    clientStatus: state === 'read-only' ? (wizard.readOnlyWhen?.clientStatus?.[0] ?? null) : null,
  };
};

/**
 * Renders one wizard with its load action answered from sample data (none for empty and errors). Filled opens on the
 * last step (the review) through the wizard's own local draft; errors presses the first step's Save & Next.
 */
export function DeclaredWizard({ wizard, forms, state }: DeclaredWizardProps) {
  const owner = `story:${state}`;
  const context = useMemo(() => contextFor(wizard, state), [wizard, state]);
  const data = useMemo(
    () => (state === 'filled' || state === 'read-only' ? wizardSample(wizard, forms) : {}),
    [wizard, forms, state],
  );
  const answers = useMemo(
    () => (wizard.load ? { [wizard.load]: { data, context } } : {}),
    [wizard.load, data, context],
  );
  useState(() =>
    state === 'filled'
      ? writeDraft(wizard.id, owner, { step: wizard.steps.length - 1, data })
      : clearDraft(wizard.id, owner),
  );
  const box = useRef<HTMLDivElement>(null);
  const pending = useClickOnce(box, state === 'errors' ? submitButton : undefined);
  return (
    <StoryEngine context={context} answers={answers}>
      <Paper p="md" maw={960} ref={box} data-story-pending={pending || undefined}>
        <Wizard wizard={wizard} forms={forms} owner={owner} saved={data} onNavigate={() => undefined} />
      </Paper>
    </StoryEngine>
  );
}
