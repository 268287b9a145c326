// The admin's client onboarding list (spec 3 section 2.3), apart from the wizards' actions so the list loads only this.
import { request } from '../client';

/** Client onboarding list actions by name. */
export const onboardingListActions = {
  'onboarding.clients': () => request('GET', '/onboarding/clients'),
};
