// `npx tsx scripts/registered-names.ts`: writes the names the code registries offer to JSON into
// server/schema-lab/registered-names.json, which the server's publish check reads (it imports no browser code).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { actions } from '../src/api/actions/registry.ts';
import { resourceActionNames } from '../src/api/actions/resources.ts';
import { loadDeclarations } from '../src/engine/build/load.ts';
import { TRANSFORM_NAMES } from '../src/engine/form/transforms.ts';
import { rules } from '../src/rules/index.ts';
import { widgets } from '../src/widgets/index.ts';

/** Where the server reads the names (run from the project root, as every script). */
export const REGISTERED_NAMES_FILE = join(process.cwd(), 'server/schema-lab/registered-names.json');

/**
 * The widget, rule, action and transform names the code registers now, each list sorted; the actions include those
 * of the declared resources (`resources.<id>.list`, ...); no wizard panel yet.
 */
export const registeredNames = () => ({
  widgets: Object.keys(widgets).sort(),
  rules: Object.keys(rules).sort(),
  actions: [
    ...Object.keys(actions),
    ...resourceActionNames(loadDeclarations(process.cwd()).shared.map(({ json }) => json)),
  ].sort(),
  transforms: [...TRANSFORM_NAMES].sort(),
  panels: [] as string[],
});

/** The file's text: the names as JSON, two spaces, a final newline (as Prettier writes it). */
export const registeredNamesText = () => `${JSON.stringify(registeredNames(), null, 2)}\n`;

if (process.argv[1]?.endsWith('registered-names.ts')) writeFileSync(REGISTERED_NAMES_FILE, registeredNamesText());
