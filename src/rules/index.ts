// Words an analyst may write in a declaration's "rules": anything not listed cannot be reached from JSON.
import type { RuleRegistry } from '../engine/core/rules';
import { gstForBusiness } from './gst-for-business';
import { hsCodeParts } from './hs-code-parts';
import { passwordsMatch } from './passwords-match';

/** The rule registry. */
export const rules = { gstForBusiness, hsCodeParts, passwordsMatch } satisfies RuleRegistry as RuleRegistry;
