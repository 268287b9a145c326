// Words an analyst may write in a declaration's "rules": anything not listed cannot be reached from JSON.
import type { RuleRegistry } from '../engine/core/rules';
import { gstForBusiness } from './gst-for-business';
import { hsCodeParts } from './hs-code-parts';

/** The rule registry. */
export const rules = { gstForBusiness, hsCodeParts } satisfies RuleRegistry as RuleRegistry;
