// Words an analyst may write in a declaration's "rules": anything not listed cannot be reached from JSON.
import type { RuleRegistry } from '../engine/core/rules';
import { accountNumbersMatch } from './account-numbers-match';
import { accountSettings } from './account-settings';
import { applicantAge } from './applicant-age';
import { bankAccountType } from './bank-account-type';
import { bankHolderDefault } from './bank-holder-default';
import { bankReloaded } from './bank-reloaded';
import { businessDocuments } from './business-documents';
import { clientApproval } from './client-approval';
import { documentationFiles } from './documentation-files';
import { feeEntry } from './fee-entry';
import { financingChangeStatus } from './financing-change-status';
import { feePlan } from './fee-plan';
import { gstForBusiness } from './gst-for-business';
import { gstRegistration } from './gst-registration';
import { hsCodeParts } from './hs-code-parts';
import { individualBusinessForm } from './individual-business-form';
import { panFileFirst } from './pan-file-first';
import { passwordsMatch } from './passwords-match';
import { reversalLocks } from './reversal-locks';
import { requestDates } from './request-dates';
import { stakeholderAge } from './stakeholder-age';
import { stakeholderLimits } from './stakeholder-limits';
import { stakeholderUniqueness } from './stakeholder-uniqueness';
import { subscriptionPlan } from './subscription-plan';

/** The rule registry. */
export const rules = {
  accountNumbersMatch,
  accountSettings,
  applicantAge,
  bankAccountType,
  bankHolderDefault,
  bankReloaded,
  businessDocuments,
  clientApproval,
  documentationFiles,
  feeEntry,
  financingChangeStatus,
  feePlan,
  gstForBusiness,
  gstRegistration,
  hsCodeParts,
  individualBusinessForm,
  panFileFirst,
  passwordsMatch,
  requestDates,
  reversalLocks,
  stakeholderAge,
  stakeholderLimits,
  stakeholderUniqueness,
  subscriptionPlan,
} satisfies RuleRegistry as RuleRegistry;
