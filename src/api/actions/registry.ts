// Words a declaration may write as "source", "action" or "submit": anything not listed cannot be reached from JSON.
import { authActions } from './auth';
import { imageActions } from './images';
import { listActions } from './lists';
import { masterActions } from './masters';
import { onboardingActions } from './onboarding';
import { onboardingBankActions } from './onboarding-bank';

/** The action registry. */
export const actions: Record<string, (payload: never) => Promise<unknown>> = {
  ...authActions,
  ...imageActions,
  ...masterActions,
  ...listActions,
  ...onboardingActions,
  ...onboardingBankActions,
};
