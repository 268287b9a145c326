// Cross-field rules: pure functions of (data, context) whose results one runner applies to any form, step or dialog.
import { isFor } from './audience';
import type { Audience } from './declarations';
import type { FieldUi } from './hand-types';
import type { RuleContext } from './rule-context';

export type { RuleContext } from './rule-context';
export type { FieldUi } from './hand-types';

/** A rule's answer: messages by field path ('a.b'), values to set, presentation changes. */
export interface RuleResult {
  errors?: Record<string, string>;
  values?: Record<string, unknown>;
  ui?: Record<string, FieldUi>;
  /** Why the form may not be submitted as it stands: its submit button is disabled and says this beside it. */
  holdSubmit?: string;
}

/** A rule: pure, synchronous, and free of React; `options` are what its declaration wrote beside its name. */
export type Rule<T = Record<string, unknown>> = (
  data: T,
  context: RuleContext,
  options: Record<string, unknown>,
) => RuleResult;

/** A rule as a declaration names it: its name, or { "rule": name, ...options } (the fields it governs). */
export type RuleUse = string | ({ rule: string } & Record<string, unknown>);

/** The name and options of a declared rule use. */
export const ruleUse = (use: RuleUse): { name: string; options: Record<string, unknown> } =>
  typeof use === 'string' ? { name: use, options: {} } : (({ rule, ...options }) => ({ name: rule, options }))(use);

/** Rules by the names declarations use. */
export type RuleRegistry = Record<string, Rule<never>>;

/**
 * Rules the engine offers every declaration beside the app's registry (src/rules), needing no code of a screen:
 * `{ "rule": "onlyFor", "field": "companyLogo", "consoles": ["client"] }` hides a field from every other console (and,
 * with `roles`, every other role), as a rule that hides it would: its messages do not block and it is not reviewed.
 */
export const BUILT_IN_RULES: RuleRegistry = {
  onlyFor: ((_data: unknown, context: RuleContext, options: Audience & { field?: unknown }) =>
    isFor(options, context) ? {} : { ui: { [String(options.field)]: { hidden: true } } }) as Rule<never>,
};

/** True when some use names a rule of the app's registry (which the browser fetches), not only built-in ones. */
export const needsRegistry = (uses: RuleUse[] | undefined): boolean =>
  (uses ?? []).some((use) => !(ruleUse(use).name in BUILT_IN_RULES));

/** Writes value at a field path ('a.b') of target, copying the objects on the way so none is shared. */
export const setPath = (target: Record<string, unknown>, path: string, value: unknown) => {
  const keys = path.split('.');
  let node = target;
  for (const key of keys.slice(0, -1)) {
    node[key] = typeof node[key] === 'object' && node[key] !== null ? { ...(node[key] as object) } : {};
    node = node[key] as Record<string, unknown>;
  }
  node[keys[keys.length - 1]] = value;
};

/** The value at a field path ('a.b'), or undefined. */
export const getPath = (source: unknown, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>(
      (node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined),
      source,
    );

/** The outcome of running every named rule on one set of data. */
export interface AppliedRules<T> {
  data: T;
  errors: Record<string, string>;
  ui: Record<string, FieldUi>;
  /** The first rule's reason for holding the submit, if any holds it. */
  holdSubmit?: string;
}

/**
 * Runs the rules in order, each seeing the values set by those before it, until the data settles
 * (at most three passes). Returns the settled data, every message and the merged presentation.
 * A missing rule name throws: schemas:check should have caught it.
 */
export function applyRules<T>(
  uses: RuleUse[] | undefined,
  registry: RuleRegistry,
  data: T,
  context: RuleContext,
): AppliedRules<T> {
  let current = data;
  let errors: Record<string, string> = {};
  let ui: Record<string, FieldUi> = {};
  let holdSubmit: string | undefined;
  for (let pass = 0; pass < 3; pass++) {
    let changed = false;
    errors = {};
    ui = {};
    holdSubmit = undefined;
    for (const use of uses ?? []) {
      const { name, options } = ruleUse(use);
      const rule = (registry[name] ?? BUILT_IN_RULES[name]) as Rule<T> | undefined;
      if (!rule) throw new Error(`Unknown rule "${name}"`);
      const result = rule(current, context, options);
      for (const [path, value] of Object.entries(result.values ?? {})) {
        if (!Object.is(getPath(current, path), value)) {
          current = structuredClone(current) as T;
          setPath(current as Record<string, unknown>, path, value);
          changed = true;
        }
      }
      Object.assign(errors, result.errors);
      holdSubmit ??= result.holdSubmit;
      for (const [path, change] of Object.entries(result.ui ?? {})) ui[path] = { ...ui[path], ...change };
    }
    if (!changed) break;
  }
  return { data: current, errors, ui, ...(holdSubmit ? { holdSubmit } : {}) };
}
