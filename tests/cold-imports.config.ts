// The unit project with every first dynamic import held back (1.5 s, COLD_IMPORT_MS): finds the tests that pass only
// when a lazily fetched part (a tab bar, a dialog, a table's toolbar) arrives at once, as it does on a quiet machine.
//   npx vitest run -c tests/cold-imports.config.ts --project unit
import type { Plugin } from 'vite';
import { mergeConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import base from '../vitest.config.ts';

/** Rewrites each `import('…')` of the app's own modules into a call of the setup's `__coldImport`. */
const coldImports: Plugin = {
  name: 'cold-imports',
  enforce: 'post',
  transform(code, id) {
    if (!id.includes('/src/') || id.includes('/node_modules/')) return null;
    const held = code.replace(
      /\bimport\((\s*["'][^"']+["']\s*)\)/g,
      (_call, spec: string) => `__coldImport(() => import(${spec}), ${JSON.stringify(id)} + ${spec})`,
    );
    return held === code ? null : { code: held, map: null };
  },
};

const config = mergeConfig(base, { plugins: [coldImports] });
for (const project of config.test?.projects as TestProjectInlineConfiguration[])
  if (project.test?.name === 'unit')
    project.test.setupFiles = ['tests/cold-imports-setup.ts', ...(project.test.setupFiles as string[])];
export default config;
