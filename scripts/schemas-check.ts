// `npm run schemas:check`: runs the declaration check against the real registries and prints each problem as file#pointer.
import { screens } from '../screens.config.ts';
import { actions } from '../src/api/actions/registry.ts';
import { resourceActionNames } from '../src/api/actions/resources.ts';
import { checkDeclarations } from '../src/engine/build/check.ts';
import { checkNotificationTexts } from '../src/engine/build/check-notification-texts.ts';
import { codeMessageUses } from '../src/engine/build/code-messages.ts';
import { staleTypes } from '../src/engine/build/declaration-types.ts';
import { loadDeclarations } from '../src/engine/build/load.ts';
import { TRANSFORM_NAMES } from '../src/engine/form/transforms.ts';
import { rules } from '../src/rules/index.ts';
import { widgets } from '../src/widgets/index.ts';

const declarations = loadDeclarations(process.cwd());
const problems = checkDeclarations(declarations, {
  widgets: Object.keys(widgets),
  rules: Object.keys(rules),
  // Every entity declaring a resource (x-resource) offers resources.<id>.<operation> for the operations it names.
  actions: [...Object.keys(actions), ...resourceActionNames(declarations.shared.map(({ json }) => json))],
  transforms: TRANSFORM_NAMES,
  screenTables: screens.flatMap((screen) => (screen.table ? [screen.table] : [])),
  messageKeys: codeMessageUses(process.cwd()),
});
checkNotificationTexts(process.cwd(), (file, pointer, message) => problems.push({ file, pointer, message }));
if (declarations.meta) problems.push(...(await staleTypes(declarations.meta, process.cwd())));
const count =
  declarations.shared.length +
  declarations.forms.length +
  declarations.tables.length +
  declarations.wizards.length +
  declarations.flows.length +
  (declarations.pages?.length ?? 0) +
  (declarations.dashboards?.length ?? 0) +
  (declarations.menus ? 1 : 0) +
  (declarations.tours ? 1 : 0) +
  (declarations.messages ? 1 : 0);
if (problems.length) {
  for (const problem of problems) console.error(`${problem.file}#${problem.pointer}: ${problem.message}`);
  console.error(`\nschemas:check found ${problems.length} problem(s) in ${count} declarations.`);
  process.exit(1);
}
console.log(`schemas:check: ${count} declarations are valid.`);
