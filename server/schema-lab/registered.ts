// The names a published declaration may use: those the code registers (registered-names.json, written from the
// registries by scripts/registered-names.ts) and every declared resource's actions; the caller's list never counts.
import type { Declarations } from '../../src/engine/build/load';
import type { CheckBody } from './check';
import names from './registered-names.json';

/** The operations every entity declaring `x-resource` offers as `resources.<id>.<operation>`. */
const RESOURCE_OPERATIONS = ['list', 'create', 'update', 'remove'];

/** The registries a publish is checked against. */
export function registeredNames(declarations: Declarations): CheckBody['registries'] & { panels: string[] } {
  const resources = declarations.shared.flatMap(({ json }) =>
    'x-resource' in json ? RESOURCE_OPERATIONS.map((operation) => `resources.${json.$id}.${operation}`) : [],
  );
  return {
    widgets: names.widgets,
    rules: names.rules,
    actions: [...names.actions, ...resources],
    transforms: names.transforms,
    panels: names.panels,
  };
}
