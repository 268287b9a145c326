// The rule names a declaration may use, for schemas:check: the app's registry and the engine's own.
import { BUILT_IN_RULES } from '../core/rules.ts';

/** The app's rule names (src/rules) with the engine's built-in ones (BUILT_IN_RULES). */
export const ruleNames = (registries: { rules: readonly string[] }): string[] => [
  ...registries.rules,
  ...Object.keys(BUILT_IN_RULES),
];
