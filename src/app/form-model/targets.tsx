// The declared forms the model-based test runs on (src/engine/form/form-model.tsx), which together cover each widget
// the model drives and each kind of rule, with the app's widgets and rules, which the engine may not import.
import userEvent from '@testing-library/user-event';
import fc from 'fast-check';
import * as plan from 'virtual:form/subscription.plan';
import * as fee from 'virtual:form/clientDetail.fee';
import * as verification from 'virtual:form/onboarding.verification';
import * as contact from 'virtual:form/examples.contact';
import { afterAll, beforeAll, it, vi } from 'vitest';
import { checkFormModel, type ModelledForm } from '../../engine/form/form-model';
import { rules } from '../../rules';
import { preloadWidgets, widgets } from '../../widgets';

// Each sequence opens its form afresh (0.37 s on two idle cores, up to 1.2 s on busy ones).
const runs = Number(process.env.MODEL_RUNS ?? 200);
const seed = Number(process.env.MODEL_SEED ?? 28);
const path = process.env.MODEL_PATH;
const replayPath = process.env.MODEL_REPLAY;
const TIME = 900_000;

/** What the OCR reads off the next card uploaded. */
let read: Record<string, unknown> = {};
const call = async (action: string) => {
  if (action !== 'onboarding.ocr') throw new Error(`no action ${action} in this test`);
  return { document: { documentId: 'DOC-1', documentName: 'pan.pdf' }, ...read };
};

/** The forms, by declaration id. */
export const TARGETS: Record<string, ModelledForm> = {
  // Text fields with transforms, a select, a rule that requires or hides a field.
  'examples.contact': { form: contact, engine: { widgets, rules } },
  // Selects, a rule that rewrites fields (an fx fee empties its fixed part) and hides them, declared resets.
  'clientDetail.fee': {
    form: fee,
    engine: { widgets, rules },
    initialData: { feeType: 'Payout Fee', fixed: 5, minimum: 10 },
  },
  // A date, text fields, and a widget that sets its sibling fields (the PAN card's OCR fills PAN, name and birth date).
  'onboarding.verification': {
    form: verification,
    engine: { widgets, rules, call: call as never, upload: vi.fn() },
    fill: {
      given: fc.record({
        pan: fc.constantFrom('ABCDE1234F', 'PQRST6789K'),
        panName: fc.constantFrom('ASHA RAO', 'RAVI KUMAR'),
        dob: fc.constantFrom('1990-04-01', '1985-12-31'),
      }),
      perform: async (given: Record<string, unknown>) => {
        read = given;
        const input = document.querySelector<HTMLInputElement>('input[type=file]');
        if (input)
          await userEvent
            .setup({ delay: null })
            .upload(input, new File(['%PDF-1.4'], 'pan.pdf', { type: 'application/pdf' }));
      },
      sets: (given: Record<string, unknown>) => ({
        pan: given.pan,
        nameAsPan: given.panName,
        dob: given.dob,
        document: { documentId: 'DOC-1', documentName: 'pan.pdf' },
      }),
    },
  },
  // Tabs and conditional keywords, radios and a select, a rule that locks, hides and rewrites (an Individual plan).
  'subscription.plan': { form: plan, engine: { widgets, rules } },
};

/**
 * The test of one form: MODEL_RUNS sequences (200 by default) from MODEL_SEED, or the one MODEL_PATH and MODEL_REPLAY
 * name. Each form has a file of its own, so that the runner spreads them over the cores.
 */
export function modelTest(id: string) {
  beforeAll(async () => {
    await preloadWidgets();
    // The settle timer is fired by the model's pause alone. Testing Library waits on a timer after each act, and
    // advances the clock for it only when it sees Jest's fake timers: shown Jest's name for Vitest's.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
  });
  afterAll(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });
  it(
    `${id} agrees with its model after every command`,
    () => checkFormModel(TARGETS[id], { runs, seed, path, replayPath }),
    TIME,
  );
}
