// Replies of partner onboarding with XFlow (spec 3 section 2.5): the list's rows of schemas/entities/partners.json,
// the active partners as options, and the partner's report on each step (server/adapters/xflow.ts).
import { replies } from './envelope';
import { entityShape, integer, list, object, record, text } from './reply-schema';

/** The active partners, with the option fields a select reads. */
export const ACTIVE_PARTNERS = replies(list(object({ partnerId: text, partnerName: text, label: text, value: text })));

/** The clients and where their onboarding with the partner stands. */
export const ONBOARDING_ROWS = replies(list(entityShape('partners#/$defs/onboardingRow')));

/** The partner's report on each step, by the partner's name for the step (clientDetails, kycDetails ...). */
export const STEP_REPORTS = replies(
  object({
    onboardingDetails: record(
      object({ responseCode: integer, message: text, data: object({ partnerClientId: text }) }),
    ),
  }),
);
