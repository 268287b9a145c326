// Whether a wizard opens read-only, from its declared condition and who is looking (spec 2: Approved or Rejected clients).
import { isFor } from '../core/audience';
import type { WizardDeclaration } from '../core/declarations';
import type { RuleContext } from '../core/rules';

/** True when the declared condition holds for this context. */
export function isReadOnly(wizard: WizardDeclaration, context: RuleContext): boolean {
  const statuses = wizard.readOnlyWhen?.clientStatus;
  return Boolean(statuses && context.clientStatus && statuses.includes(context.clientStatus));
}

/** The read-only banner for this audience with `{clientStatus}` filled in; undefined when it is not for them. */
export function readOnlyBanner(wizard: WizardDeclaration, context: RuleContext): string | undefined {
  const banner = typeof wizard.readOnlyBanner === 'string' ? { text: wizard.readOnlyBanner } : wizard.readOnlyBanner;
  if (!banner || !isFor(banner, context)) return undefined;
  return banner.text.replace('{clientStatus}', context.clientStatus ?? '');
}
