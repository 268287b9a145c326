// schemas:check for wizards: every step's form, every action, rule and collection form a wizard names must exist.
import type { WizardDeclaration } from '../core/declarations.ts';
import { ruleUse, type RuleUse } from '../core/rules.ts';
import type { Registries } from './registries.ts';
import { FACT_NAMES } from '../core/when.ts';
import { ruleNames } from './rule-names.ts';
import { unknownName } from './unknown-name.ts';

/** What the wizard check reads from the main check. */
interface WizardCheck {
  forms: Set<string>;
  registries: Registries;
  add: (file: string, pointer: string, message: string) => void;
}

/** Adds a problem for each name in the wizard that no registry or declaration has. */
export function checkWizard(file: string, wizard: WizardDeclaration, { forms, registries, add }: WizardCheck): void {
  const known = (pointer: string, what: string, name: string | undefined, names: readonly string[]) => {
    const message = name === undefined ? undefined : unknownName(what, name, names);
    if (message) add(file, pointer, message);
  };
  const action = (name: string | undefined, pointer: string) => known(pointer, 'action', name, registries.actions);
  const rules = (uses: RuleUse[] | undefined, pointer: string) =>
    uses?.forEach((use, index) => known(`${pointer}/${index}`, 'rule', ruleUse(use).name, ruleNames(registries)));
  const form = (id: string | undefined, pointer: string, what: string) => {
    if (id && !forms.has(id)) add(file, pointer, `${what} names form "${id}", which is not declared`);
  };
  const clauses = wizard.when === undefined ? [] : Array.isArray(wizard.when) ? wizard.when : [wizard.when];
  clauses.forEach((clause, index) => {
    for (const name of Object.keys(clause ?? {}))
      if (!(FACT_NAMES as readonly string[]).includes(name))
        add(
          file,
          `${Array.isArray(wizard.when) ? `/when/${index}` : '/when'}/${name}`,
          `"${name}" is not a fact a when may ask (${FACT_NAMES.join(', ')})`,
        );
  });
  action(wizard.load, '/load');
  action(wizard.finish, '/finish');
  (wizard.steps ?? []).forEach((step, index) => {
    const at = `/steps/${index}`;
    form(step.form, `${at}/form`, 'step');
    action(step.save, `${at}/save`);
    action(step.check?.action, `${at}/check/action`);
    rules(step.enterRules, `${at}/enterRules`);
    rules(step.loadRules, `${at}/loadRules`);
    known(`${at}/panel`, 'panel', step.panel, registries.panels ?? []);
    const collection = step.collection;
    if (!collection) return;
    action(collection.add, `${at}/collection/add`);
    action(collection.remove, `${at}/collection/remove`);
    rules(collection.rules, `${at}/collection/rules`);
    collection.sections.forEach((section, n) => {
      form(section.form, `${at}/collection/sections/${n}/form`, 'section');
      action(section.add, `${at}/collection/sections/${n}/add`);
      if (section.alsoAdd && !collection.sections.some((other) => other.type === section.alsoAdd!.type))
        add(file, `${at}/collection/sections/${n}/alsoAdd/type`, `no section has type "${section.alsoAdd.type}"`);
    });
  });
}
