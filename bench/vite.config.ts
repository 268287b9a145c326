// Builds the benchmark pages (SchemaForm, MasterTable, plain-table baseline) into bench/dist: `npx vite build -c bench/vite.config.ts`.
import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import type { Schema } from '../src/engine/core/declarations.ts';
import { validatorModule } from '../src/engine/build/validator-code.ts';
import { declarationsPlugin } from '../src/engine/build/vite-plugin.ts';
import { registryPlugin } from '../src/engine/build/registry-plugin.ts';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

const FORM = 'virtual:bench-form/';
const FIELD_COUNTS = [30, 150, 600];

/**
 * Serves `virtual:bench-form/<n>` as the declarations plugin serves `virtual:form/<id>`: validators precompiled
 * from fixtures/schema-<n>.json (the shared harness's schema) and the declaration SchemaForm takes.
 */
function benchForms(): Plugin {
  return {
    name: 'bench-forms',
    resolveId: (id) => (id.startsWith(FORM) ? `\0${id}` : null),
    load(id) {
      if (!id.startsWith(`\0${FORM}`)) return null;
      const n = Number(id.slice(FORM.length + 1));
      if (!FIELD_COUNTS.includes(n)) this.error(`no fixture for ${id.slice(1)}; field counts: ${FIELD_COUNTS}`);
      const schema = JSON.parse(readFileSync(here(`./fixtures/schema-${n}.json`), 'utf8')) as Schema;
      const declaration = { id: 'bench', schema, file: 'bench' };
      return `${validatorModule(schema)}\nexport const declaration = ${JSON.stringify(declaration)};\n`;
    },
  };
}

// MasterTable's FormDialog imports `virtual:declarations`, so the app's own plugin is here too (as in the app build),
// and the engine's lighter RJSF registry, as in the app.
export default defineConfig({
  root: here('.'),
  base: './',
  plugins: [react(), benchForms(), declarationsPlugin(here('..')), registryPlugin()],
  build: {
    outDir: here('./dist'),
    emptyOutDir: true,
    target: 'es2022',
    chunkSizeWarningLimit: 4000,
    rolldownOptions: {
      input: {
        form: here('./form.html'),
        table: here('./table.html'),
        'table-baseline': here('./table-baseline.html'),
      },
    },
  },
});
