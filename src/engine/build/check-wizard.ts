// schemas:check for wizards: every step's form, every action, rule and collection form a wizard names must exist.
import type { WizardDeclaration } from '../core/declarations.ts';
import type { Registries } from './check.ts';
import { FACT_NAMES } from '../core/when.ts';

/** What the wizard check reads from the main check. */
interface WizardCheck {
  forms: Set<string>;
  registries: Registries;
  add: (file: string, pointer: string, message: string) => void;
}

/** Adds a problem for each name in the wizard that no registry or declaration has. */
export function checkWizard(file: string, wizard: WizardDeclaration, { forms, registries, add }: WizardCheck): void {
  const action = (name: string | undefined, pointer: string) => {
    if (name && !registries.actions.includes(name))
      add(file, pointer, `action "${name}" is not in the action registry`);
  };
  const rules = (names: string[] | undefined, pointer: string) =>
    names?.forEach((name, index) => {
      if (!registries.rules.includes(name))
        add(file, `${pointer}/${index}`, `rule "${name}" is not in the rule registry`);
    });
  const form = (id: string | undefined, pointer: string, what: string) => {
    if (id && !forms.has(id)) add(file, pointer, `${what} names form "${id}", which is not declared`);
  };
  const clauses = wizard.when === undefined ? [] : Array.isArray(wizard.when) ? wizard.when : [wizard.when];
  clauses.forEach((clause, index) => {
    for (const name of Object.keys(clause ?? {}))
      if (!(FACT_NAMES as readonly string[]).includes(name))
        add(file, `/when/${index}/${name}`, `"${name}" is not a fact a when may ask (${FACT_NAMES.join(', ')})`);
  });
  action(wizard.load, '/load');
  action(wizard.finish, '/finish');
  (wizard.steps ?? []).forEach((step, index) => {
    const at = `/steps/${index}`;
    form(step.form, `${at}/form`, 'step');
    action(step.save, `${at}/save`);
    action(step.check?.action, `${at}/check/action`);
    rules(step.enterRules, `${at}/enterRules`);
    if (step.panel && !registries.panels?.includes(step.panel))
      add(file, `${at}/panel`, `panel "${step.panel}" is not in the panel registry`);
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
