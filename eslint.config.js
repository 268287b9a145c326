// Lint rules: typescript-eslint and react-hooks, plus the import directions of STYLE.md.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const forbid = (patterns, message) => ['error', { patterns: [{ group: patterns, message }] }];

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
  {
    files: ['src/engine/**'],
    rules: {
      'no-restricted-imports': forbid(
        // RJSF's and the Mantine theme's own widgets and templates are the engine's (form/theme.ts, default-registry.ts).
        [
          '**/app/**',
          '**/rules/**',
          '**/widgets/**',
          '!@rjsf/mantine/lib/**',
          '!@rjsf/core/lib/**',
          '**/pages/**',
          '**/screens.config',
        ],
        'The engine knows no screen: it must not import app, rules, widgets or pages.',
      ),
    },
  },
  {
    files: ['src/rules/**'],
    rules: {
      'no-restricted-imports': forbid(
        ['react', 'react-dom', '@mantine/*', '**/app/**', '**/widgets/**'],
        'Rules are pure functions: no React, no UI.',
      ),
    },
  },
  {
    files: ['src/widgets/**'],
    rules: {
      'no-restricted-imports': forbid(
        ['**/app/**', '**/rules/**', '**/pages/**'],
        'Widgets know nothing of the app or its rules.',
      ),
    },
  },
  {
    files: ['server/**'],
    rules: {
      'no-restricted-imports': forbid(
        [
          '**/src/app/**',
          '**/src/widgets/**',
          '**/src/pages/**',
          '**/src/api/**',
          '**/src/engine/form/**',
          // React-free: the server orders a form's messages as the browser does.
          '!**/src/engine/form/error-schema',
          '**/src/engine/table/**',
          '**/src/engine/wizard/**',
          'react',
          '@mantine/*',
        ],
        'The server shares schemas/ and the engine core (src/engine/core, src/engine/build), not browser code.',
      ),
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
