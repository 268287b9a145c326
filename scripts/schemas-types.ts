// `npm run schemas:types`: writes the engine's declaration types, generated from schemas/meta.
import { readFileSync, writeFileSync } from 'node:fs';
import { declarationTypes, GENERATED_TYPES } from '../src/engine/build/declaration-types.ts';

const meta = JSON.parse(readFileSync('schemas/meta/declarations.meta.json', 'utf8')) as Record<string, unknown>;
writeFileSync(GENERATED_TYPES, await declarationTypes(meta, process.cwd()));
console.log(`schemas:types: wrote ${GENERATED_TYPES}.`);
