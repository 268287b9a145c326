// Runs a step's declared check (the bank validation): progress dialog, then success dialog or the failure's place.
import { useCallback, useRef, useState } from 'react';
import { CheckFailure } from '../core/check';
import type { StepCheck } from '../core/declarations';
import { useEngine } from '../EngineContext';
import { message } from '../core/message';

/** The dialog a check shows, if any. */
export type CheckDialog =
  { kind: 'progress'; title: string; text?: string } | { kind: 'success'; title: string; text?: string };

/** How a check ended: passed, refused with a message for the form, or refused behind the Try Again panel. */
export type CheckOutcome = { passed: true } | { passed: false; message: string; panel: boolean };

/** The dialog state and `run`, which resolves once the check has passed or failed. */
export function useStepCheck() {
  const engine = useEngine();
  const [dialog, setDialog] = useState<CheckDialog>();
  const timer = useRef<number>(undefined);
  const run = useCallback(
    async (check: StepCheck, value: unknown): Promise<CheckOutcome> => {
      window.clearTimeout(timer.current);
      setDialog({ kind: 'progress', title: check.progress.title, text: check.progress.text });
      try {
        const result = (await engine.call(check.action, value)) as { message?: string } | undefined;
        setDialog({ kind: 'success', title: check.success.title, text: result?.message });
        timer.current = window.setTimeout(() => setDialog(undefined), check.success.closeAfterMs ?? 3000);
        return { passed: true };
      } catch (error) {
        setDialog(undefined);
        const panel = error instanceof CheckFailure && error.panel && Boolean(check.failurePanel);
        return { passed: false, message: (error as Error).message || message('common.somethingWentWrong'), panel };
      }
    },
    [engine],
  );
  const close = useCallback(() => setDialog(undefined), []);
  return { dialog, run, close };
}
