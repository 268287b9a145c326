// Spec 2 sections 4.1 and 5.3: what a client must have saved before its onboarding can be submitted for approval.
import { message } from '../../src/engine/core/message';
import { applyRules, type RuleContext } from '../../src/engine/core/rules';
import { rules } from '../../src/rules';
import type { Queryable } from '../db/db';
import { ApiError } from '../plugins/envelope';
import { listAccounts } from './bank-accounts';
import { loadDetails } from './details';
import { listStakeholders } from './stakeholders';

/** The three wizards: the main payments wizard, the service exporter's 4 steps, the documentation variant. */
export type Variant = 'payments' | 'service' | 'documentation';

/** The message when a step has not been saved. */
export const INCOMPLETE = message('onboarding.submit.incomplete');

/** The stakeholder each short variant needs at least one of. */
const NEEDED: Record<Exclude<Variant, 'payments'>, string> = { service: 'owner', documentation: 'director' };

/**
 * Refuses unless the details, the stakeholders and a primary bank account are saved. The payments wizard needs
 * the people its stakeholderLimits rule asks for the company type, and says so in the rule's words.
 */
export async function refuseIncomplete(
  db: Queryable,
  clientId: string,
  variant: Variant,
  context: RuleContext,
): Promise<void> {
  const { basic, business } = await loadDetails(db, clientId);
  if (!business || !basic.firstName) throw new ApiError(400, INCOMPLETE);
  const stakeHolders = await listStakeholders(db, clientId);
  if (variant === 'payments') {
    const related = { information: { ...basic, ...business } };
    const { errors } = applyRules(['stakeholderLimits'], rules, { stakeHolders }, { ...context, related });
    if (errors.stakeHolders) throw new ApiError(400, errors.stakeHolders);
  } else if (!stakeHolders.some((item) => item.stakeHolderType === NEEDED[variant])) {
    throw new ApiError(400, INCOMPLETE);
  }
  if (!(await listAccounts(db, clientId)).some((account) => account.isPrimary)) throw new ApiError(400, INCOMPLETE);
}
