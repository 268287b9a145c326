// The source of each declaration's module (form, table, wizard, flow, page, dashboard): the one copy the Vite plugin builds into chunks and
// the server serves for a published version (issue 34), so both export exactly the same names and shapes.
import { formFields } from '../core/form-fields.ts';
import { wizardFormIds } from '../core/wizard-forms.ts';
import type { BundledForm, TableDeclaration, WizardDeclaration } from '../core/declarations.ts';
import { validatorModule } from './validator-code.ts';

/** A form's module: its precompiled validators (`validateFns`) and its bundled `declaration`. */
export const formModule = (bundled: BundledForm): string =>
  `${validatorModule(bundled.schema)}\nexport const declaration = ${JSON.stringify(bundled)};\n`;

/** A flow's, page's or dashboard's module: its `declaration` as written (the engine draws it; nothing to compile). */
export const plainModule = (declaration: unknown): string =>
  `export const declaration = ${JSON.stringify(declaration)};\n`;

/** A table's module: its `declaration` with the bundled row. A table validates nothing itself, so no validator code. */
export const tableModule = (bundled: TableDeclaration): string =>
  `export const declaration = ${JSON.stringify(bundled)};\n`;

/**
 * A wizard's module: its `declaration` and each of its forms' `fields`, so that binding a loaded record to the steps
 * fetches no form the user has not reached. `formOf` gives a form, bundled, by id (undefined when none is declared).
 */
export function wizardModule(wizard: WizardDeclaration, formOf: (id: string) => BundledForm | undefined): string {
  const fields = Object.fromEntries(
    wizardFormIds(wizard).flatMap((formId) => {
      const form = formOf(formId);
      return form ? [[formId, formFields(form.schema)]] : [];
    }),
  );
  return `export const declaration = ${JSON.stringify(wizard)};\nexport const fields = ${JSON.stringify(fields)};\n`;
}
