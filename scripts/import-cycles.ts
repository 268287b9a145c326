// `npm run lint`: fails naming each import cycle of src/, server/ and screens.config.ts, type-only imports included.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findCycles } from './import-cycles/cycles.ts';
import { importGraph, projectFiles } from './import-cycles/graph.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const files = projectFiles(root, ['src', 'server'], ['screens.config.ts']);
const cycles = findCycles(importGraph(root, files));
for (const cycle of cycles) console.error(`Import cycle: ${cycle.join(' -> ')}`);
if (cycles.length > 0) {
  console.error(`${cycles.length} import cycle(s): move what both sides need to a lower module.`);
  process.exit(1);
}
console.log(`No import cycles among ${files.length} files.`);
