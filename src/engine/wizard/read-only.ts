// Whether a wizard opens read-only, from its declared condition and who is looking (spec 2: Approved or Rejected clients).
import type { WizardDeclaration } from '../core/declarations';
import type { RuleContext } from '../core/rules';

/** True when the declared condition holds for this context. */
export function isReadOnly(wizard: WizardDeclaration, context: RuleContext): boolean {
  const statuses = wizard.readOnlyWhen?.clientStatus;
  return Boolean(statuses && context.clientStatus && statuses.includes(context.clientStatus));
}
