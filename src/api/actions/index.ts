// Words a declaration may write as "source", "action" or "submit": anything not listed cannot be reached from JSON.
import { authActions } from './auth';
import { listActions } from './lists';
import { masterActions } from './masters';
import { onboardingActions } from './onboarding';
import { onboardingBankActions } from './onboarding-bank';

/** The action registry. */
export const actions: Record<string, (payload: never) => Promise<unknown>> = {
  ...authActions,
  ...masterActions,
  ...listActions,
  ...onboardingActions,
  ...onboardingBankActions,
};

/** Calls a named action; unknown names fail loudly (schemas:check should have caught them). */
export function callAction(name: string, payload?: unknown): Promise<unknown> {
  const action = actions[name];
  if (!action) return Promise.reject(new Error(`Unknown action "${name}"`));
  return action(payload as never);
}
