// schemas:check for a server-driven stepper (a row action's `steps`): its status action, each step's action and form.
import type { ServerStepper } from '../core/declarations.ts';
import { unknownName } from './unknown-name.ts';

/** Adds a problem for each action or form the stepper names that no registry or declaration has. */
export function checkStepper(
  file: string,
  pointer: string,
  stepper: ServerStepper,
  names: { actions: readonly string[]; forms: Set<string> },
  add: (file: string, pointer: string, message: string) => void,
): void {
  const action = (name: string, at: string) => {
    const message = unknownName('action', name, names.actions);
    if (message) add(file, `${pointer}${at}`, message);
  };
  action(stepper.status, '/status');
  const ids = new Set<string>();
  stepper.steps.forEach((step, index) => {
    action(step.run, `/steps/${index}/run`);
    if (step.form && !names.forms.has(step.form))
      add(file, `${pointer}/steps/${index}/form`, `form "${step.form}" is not declared`);
    if (ids.has(step.id)) add(file, `${pointer}/steps/${index}/id`, `step id "${step.id}" is used twice`);
    ids.add(step.id);
  });
}
