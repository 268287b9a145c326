// `npm test`: every check in order, stopping at the first failure, with a summary line the CI reads.
import { spawnSync } from 'node:child_process';
import { ensureChromium } from './ensure-chromium.mjs';

const steps = [
  ['typecheck', 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']],
  ['lint', 'npx', ['eslint', '.', '--max-warnings', '0']],
  ['import cycles', 'npx', ['tsx', 'scripts/import-cycles.ts']],
  ['format', 'npx', ['prettier', '--check', '.', '--log-level', 'warn']],
  ['schemas:check', 'npx', ['tsx', 'scripts/schemas-check.ts']],
  // Two workers on two cores: a PGlite test file is one busy thread, and the main process waits (321 s -> 226 s).
  ['unit, component and server tests (PGlite)', 'npx', ['vitest', 'run', '--maxWorkers', '2']],
  ...(process.env.TEST_DATABASE_URL
    ? [
        // Two workers even on two cores: these tests mostly wait on PostgreSQL, a process of its own (254 s -> 172 s).
        [
          'server tests (PostgreSQL)',
          'npx',
          ['vitest', 'run', '--project', 'server*', '--maxWorkers', '2'],
          { DATABASE_URL: process.env.TEST_DATABASE_URL },
        ],
      ]
    : []),
  ['build', 'npx', ['vite', 'build', '--logLevel', 'warn']],
  // Each route's first-load JavaScript on the wire against its budget (bench/README.md, "First load on the wire").
  ['size', 'npx', ['tsx', 'scripts/first-load.ts', '--check']],
  ['storybook build', 'npm', ['run', '--silent', 'storybook:build']],
  ['end-to-end and story render (Chromium)', 'npx', ['playwright', 'test']],
];

ensureChromium();
let passed = 0;
const started = Date.now();
for (const [name, command, args, env] of steps) {
  console.log(`\n=== ${name}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) {
    console.error(`\n${name} failed.`);
    console.log(`checks: ${passed} passed, 1 failed`);
    process.exit(result.status || 1);
  }
  passed++;
}
console.log(`\nAll checks passed in ${Math.round((Date.now() - started) / 1000)} s.`);
console.log(`checks: ${passed} passed, 0 failed`);
