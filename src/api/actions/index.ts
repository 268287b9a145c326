// Calls the named actions. Each area's actions are fetched with the first call into that area, so a page downloads
// only the API code it uses (sign-in none until its first submit); registry.ts lists every action for the checks.
type Actions = Record<string, (payload: never) => Promise<unknown>>;

const auth = () => import('./auth').then((module) => module.authActions as Actions);
const masters = () => import('./masters').then((module) => module.masterActions as Actions);
const onboarding = () => import('./onboarding').then((module) => module.onboardingActions as Actions);
const dashboards = () => import('./dashboards').then((module) => module.dashboardActions as Actions);
const bank = () => import('./onboarding-bank').then((module) => module.onboardingBankActions as Actions);

/**
 * The module of each action, by its name or else the first word of its name; a name not listed here loads the whole
 * registry.
 */
export const ACTION_AREAS: Record<string, () => Promise<Actions>> = {
  'onboarding.validateBank': bank,
  'onboarding.clients': () => import('./onboarding-list').then((module) => module.onboardingListActions as Actions),
  alerts: () => import('./alerts').then((module) => module.alertActions as Actions),
  auth,
  calculator: () => import('./calculator').then((module) => module.calculatorActions as Actions),
  clientConfig: () => import('./client-config').then((module) => module.clientConfigActions as Actions),
  clientDetail: () => import('./client-detail').then((module) => module.clientDetailActions as Actions),
  countries: auth,
  dashboards,
  documents: () => import('./documents').then((module) => module.documentActions as Actions),
  efira: () => import('./efira').then((module) => module.efiraActions as Actions),
  examples: () => import('./examples').then((module) => module.exampleActions as Actions),
  financing: () => import('./financing').then((module) => module.financingActions as Actions),
  images: () => import('./images').then((module) => module.imageActions as Actions),
  shipments: auth,
  scrips: dashboards,
  lists: () => import('./lists').then((module) => module.listActions as Actions),
  access: masters,
  clientHsCodes: masters,
  currencies: masters,
  hsCodes: masters,
  purposeCodes: masters,
  roles: masters,
  onboarding,
  partners: () => import('./partners').then((module) => module.partnerActions as Actions),
  subscriptions: () => import('./subscriptions').then((module) => module.subscriptionActions as Actions),
  payers: () => import('./payers').then((module) => module.payerActions as Actions),
  paymentRequests: () => import('./payment-requests').then((module) => module.paymentRequestActions as Actions),
  profile: () => import('./profile').then((module) => module.profileActions as Actions),
  users: () => import('./users').then((module) => module.userActions as Actions),
  reversals: () => import('./reversals').then((module) => module.reversalActions as Actions),
  transactions: () => import('./transactions').then((module) => module.transactionActions as Actions),
  virtualAccounts: () => import('./virtual-accounts').then((module) => module.virtualAccountActions as Actions),
};

/** Calls a named action; unknown names fail loudly (schemas:check should have caught them). */
export async function callAction(name: string, payload?: unknown): Promise<unknown> {
  if (name.startsWith('resources.'))
    return (await import('./resources')).callResource(name, payload as Record<string, unknown> | undefined);
  const area = ACTION_AREAS[name] ?? ACTION_AREAS[name.slice(0, name.indexOf('.'))];
  const actions = await (area ?? (() => import('./registry').then((module) => module.actions)))();
  const action = actions[name];
  if (!action) throw new Error(`Unknown action "${name}"`);
  return action(payload as never);
}
