// Words a declaration may write as "source", "action" or "submit": anything not listed cannot be reached from JSON.
import { alertActions } from './alerts';
import { authActions } from './auth';
import { calculatorActions } from './calculator';
import { clientConfigActions } from './client-config';
import { clientDetailActions } from './client-detail';
import { dashboardActions } from './dashboards';
import { documentActions } from './documents';
import { efiraActions } from './efira';
import { exampleActions } from './examples';
import { financingActions } from './financing';
import { imageActions } from './images';
import { listActions } from './lists';
import { masterActions } from './masters';
import { onboardingActions } from './onboarding';
import { onboardingBankActions } from './onboarding-bank';
import { onboardingListActions } from './onboarding-list';
import { partnerActions } from './partners';
import { payerActions } from './payers';
import { paymentRequestActions } from './payment-requests';
import { profileActions } from './profile';
import { reversalActions } from './reversals';
import { subscriptionActions } from './subscriptions';
import { transactionActions } from './transactions';
import { userActions } from './users';
import { virtualAccountActions } from './virtual-accounts';

/** The action registry. */
export const actions: Record<string, (payload: never) => Promise<unknown>> = {
  ...alertActions,
  ...authActions,
  ...calculatorActions,
  ...clientConfigActions,
  ...clientDetailActions,
  ...dashboardActions,
  ...documentActions,
  ...efiraActions,
  ...exampleActions,
  ...financingActions,
  ...imageActions,
  ...masterActions,
  ...listActions,
  ...onboardingActions,
  ...onboardingBankActions,
  ...onboardingListActions,
  ...partnerActions,
  ...payerActions,
  ...paymentRequestActions,
  ...profileActions,
  ...reversalActions,
  ...subscriptionActions,
  ...transactionActions,
  ...userActions,
  ...virtualAccountActions,
};
