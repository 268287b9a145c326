// Lint rules: typescript-eslint and react-hooks, plus the import directions of STYLE.md.
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

import { zones } from './eslint.zones.js';

export default tseslint.config(
  {
    ignores: [
      '**/dist',
      'bench/results',
      'src/stories.generated',
      'dist',
      'storybook-static',
      'node_modules',
      '.data',
      'test-results',
      'playwright-report',
      'coverage',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // We do not run the React Compiler; TanStack Table and Virtual are used as their docs show.
      'react-hooks/incompatible-library': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  { files: ['**/*.{js,mjs}'], languageOptions: { globals: globals.node } },
  // Accessibility of everything the browser draws, stories included.
  { ...jsxA11y.flatConfigs.recommended, files: ['src/**/*.tsx', '.storybook/**/*.tsx'] },
  ...zones,
  {
    // React 19 reveals a suspended boundary no sooner than 300 ms after any fallback came or went: code and data are
    // waited for as ordinary state (src/engine/arrival.tsx), so a fast network is not held back.
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "ImportDeclaration[source.value='react'] ImportSpecifier[imported.name=/^(lazy|Suspense|use)$/]",
          message: 'Wait with lazyComponent, lazyNamed, Arrived or useArrived (src/engine/arrival.tsx), not Suspense.',
        },
      ],
    },
  },
  {
    // Test files share one module graph per worker (vitest.config.ts): a module mock would reach every later file.
    files: ['**/*.test.{ts,tsx}'],
    ignores: ['server/**/*.isolated.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='vi'][callee.property.name=/^(mock|doMock)$/]",
          message:
            'Stub a global (vi.stubGlobal) or pass a dependency; a server test that must mock a module is *.isolated.test.ts.',
        },
      ],
    },
  },
);
