// The import zones of every layer (bulletproof-react's restricted paths): which layer may not import which, and why.
// Each file is in one zone at most (ESLint keeps only the last `no-restricted-imports` that matches a file).

/** A relative import that climbs out to a top-level folder of src/ (from any depth). */
const up = (folders) => `^(\\.\\./)+(src/)?(${folders.join('|')})(/|$)`;
const tests = '**/*.test.{ts,tsx}';
const react = { regex: '^(react|react-dom|@mantine/[^/]+|@rjsf/core)(/|$)' };

const engineRules = [
  {
    regex: up(['app', 'rules', 'widgets', 'pages']),
    message: 'The engine knows no screen: it must not import app, rules, widgets or pages (STYLE.md).',
  },
  {
    regex: up(['api', 'session', 'stories']),
    message: 'The engine is generic: the API client, the session and stories reach it through EngineProvider.',
  },
  { regex: '(^|/)screens\\.config$', message: 'The engine knows no screen: the route table is the app’s.' },
];

const zone = (files, patterns, ignores = []) => ({
  files,
  ignores,
  rules: { 'no-restricted-imports': ['error', { patterns }] },
});

export const zones = [
  zone(
    ['src/session/**'],
    [
      {
        regex: '^\\.\\./',
        message: 'src/session is the lowest browser layer (read by api and app): it imports nothing above it.',
      },
      { ...react, message: 'src/session is storage and the page, not UI: no React or Mantine.' },
    ],
  ),
  zone(
    ['src/api/**'],
    [
      {
        regex: up(['app', 'pages', 'widgets', 'rules', 'stories']),
        message:
          'src/api sits below the app and the screens: what both need (the session, the console) is src/session.',
      },
      {
        regex: '^(\\.\\./)+engine/(?!core/)',
        message: 'src/api may use the engine core (messages) only, never its renderers.',
      },
      { regex: '(^|/)screens\\.config$', message: 'src/api knows no screen: the route table is the app’s.' },
    ],
  ),
  zone(
    ['screens.config.ts'],
    [
      {
        regex: '^\\./src/(?!session/|engine/core/)',
        message:
          'The route table names each screen lazily (() => import(...)) and imports no app code: only the low layers (src/session, src/engine/core).',
      },
    ],
  ),
  // A renderer's or widget's test may run real declarations with the product's registries (rules, widgets).
  zone(['src/engine/**'], engineRules, ['src/engine/core/**', tests]),
  zone(
    ['src/engine/core/**'],
    [
      ...engineRules,
      {
        ...react,
        message: 'src/engine/core is shared with the server: no React, react-dom, Mantine or RJSF’s React core.',
      },
      {
        regex: '^\\.\\./[^.]',
        message: 'src/engine/core is the lowest engine layer: it imports none of the renderers or build beside it.',
      },
    ],
  ),
  zone(
    ['src/rules/**'],
    [
      { ...react, message: 'Rules are pure functions: no React, no UI.' },
      {
        regex: up(['app', 'widgets', 'pages', 'api', 'session', 'stories']),
        message: 'Rules are pure functions of the values and the rule context: no app, widgets, pages, API or session.',
      },
    ],
  ),
  zone(
    ['src/widgets/**'],
    [
      {
        regex: up(['app', 'rules', 'pages', 'session']),
        message: 'Widgets know nothing of the app, its rules or the session: the engine hands them what they show.',
      },
      { regex: '(^|/)screens\\.config$', message: 'Widgets know no screen: the route table is the app’s.' },
    ],
    [tests],
  ),
  zone(
    ['server/**'],
    [
      {
        regex: '^(\\.\\./)+src/(?!engine/(core|build)/|engine/form/error-schema$|rules(/|$))',
        message:
          'The server shares schemas/, the engine core and build, the rules and error-schema (React-free), never browser code.',
      },
      { ...react, message: 'The server renders nothing: no React, Mantine or RJSF’s React core.' },
    ],
  ),
];
