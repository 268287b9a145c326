// The entity files the browser's actions import (schemas/entities), served without their root's title, description
// and comment, which document a file for analysts and which no action reads (the client entity's came to 0.4 KiB of
// the onboarding route's first load, on the wire). Its own plugin, run before Vite's resolver, which would otherwise
// resolve the relative import to the file; Node (the server, the checks) and every other importer read the file as
// written.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';

const ENTITY = 'virtual:entity/';
/** An import of an entity file, as the actions write it (`../../../schemas/entities/client.json`). */
const ENTITY_IMPORT = /schemas\/entities\/([\w.-]+)\.json$/;
/** The root keywords that only document an entity. */
const DOCUMENTATION = ['title', 'description', '$comment'];

/** The entity's JSON text without its root's documentation; everything below the root is kept as written. */
export function shippedEntity(text: string): string {
  const entity = JSON.parse(text) as Record<string, unknown>;
  for (const keyword of DOCUMENTATION) delete entity[keyword];
  return JSON.stringify(entity);
}

/** Serves src/api's imports of an entity file as `virtual:entity/<file>`, the file without its root's documentation. */
export function entityPlugin(projectRoot = process.cwd()): Plugin {
  const apiDir = resolve(projectRoot, 'src/api');
  const entitiesDir = resolve(projectRoot, 'schemas/entities');
  return {
    name: 'tradepay-entities',
    enforce: 'pre',
    resolveId(id, importer) {
      const entity = ENTITY_IMPORT.exec(id)?.[1];
      return entity && importer?.startsWith(apiDir) ? `\0${ENTITY}${entity}` : null;
    },
    load(id) {
      if (!id.startsWith(`\0${ENTITY}`)) return null;
      const file = resolve(entitiesDir, `${id.slice(ENTITY.length + 1)}.json`);
      this.addWatchFile(file);
      return `export default ${shippedEntity(readFileSync(file, 'utf8'))};\n`;
    },
  };
}
