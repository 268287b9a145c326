// Spec 2 section 2.1 and spec 1 section 6: which onboarding wizard a user gets.
import type { ConsoleKind } from '../console';

/** The three onboarding wizards under schemas/wizards. */
export type OnboardingWizard = 'onboarding-payments' | 'onboarding-service' | 'onboarding-documentation';

/** What decides the variant: the navigation purpose, else the session's; the role; the client's type. */
export interface VariantInput {
  console: ConsoleKind;
  purpose?: string | null;
  role?: string | null;
  clientType?: string | null;
}

/**
 * 'documentation' (the Document manager's purpose) gives the documentation wizard; a Service Exporter, or an
 * individual client opened in the admin console, the 4-step wizard; anything else ('payments' or none) the payments wizard.
 */
export function onboardingWizard({ console, purpose, role, clientType }: VariantInput): OnboardingWizard {
  if (purpose === 'documentation' || (!purpose && role === 'Document manager')) return 'onboarding-documentation';
  if (console === 'client' ? role === 'Service Exporter' : clientType === 'Individual') return 'onboarding-service';
  return 'onboarding-payments';
}

/** The purpose a client user opens onboarding with (spec 1 section 6). */
export const purposeOf = (role: string | null): 'documentation' | 'payments' =>
  role === 'Document manager' ? 'documentation' : 'payments';
