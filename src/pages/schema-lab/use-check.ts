// Runs the server check 400 ms after the last edit, so typing is never held up by the network.
import { useEffect, useState } from 'react';
import { checkDeclaration, type CheckInput, type CheckResult } from './lab-api';
import { message } from '../../engine/core/message';

/** Quiet time after an edit before the check is sent. */
export const CHECK_DELAY_MS = 400;

/** The latest check: its result or failure, and whether a newer one is on its way. */
export interface CheckState {
  result?: CheckResult;
  failure?: string;
  checking: boolean;
}

/** Checks the input once it has not changed for CHECK_DELAY_MS; an answer for an older input is dropped. */
export function useCheck(input: CheckInput | undefined): CheckState {
  const key = input ? JSON.stringify(input) : undefined;
  const [answer, setAnswer] = useState<{ key?: string; result?: CheckResult; failure?: string }>({});
  useEffect(() => {
    if (!key) return;
    let current = true;
    const timer = setTimeout(() => {
      checkDeclaration(JSON.parse(key) as CheckInput).then(
        (result) => current && setAnswer({ key, result }),
        (error: Error) => current && setAnswer({ key, failure: error.message || message('common.somethingWentWrong') }),
      );
    }, CHECK_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [key]);
  return { result: answer.result, failure: answer.failure, checking: Boolean(key) && answer.key !== key };
}
