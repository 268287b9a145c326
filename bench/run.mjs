// One command for the three browser benchmarks: builds the pages, prepares the shared rjsf anchor, measures, prints
// the ratios.
//
//   node bench/run.mjs                 quick mode (about 12 minutes here): form n = 30, 150, one load per
//                                      configuration; table 3 loads per variant, typing in 1, sorting in 2, one traced
//                                      load; edit n = 150, 600, 3 loads; CPU 1x and 4x for form and edit, 1x for table
//   node bench/run.mjs --full          full mode (about an hour): form n = 30, 150, 600, 5 loads, typing in 3;
//                                      table 5 loads, typing in 3, CPU 1x and 4x; edit 5 loads
//   --only form|table|edit             run one of the three
//   --skip-build                       measure the bench/dist already built
//   --before <commit>[,name=<commit>]  also build those commits' pages (each a git worktree under the system's
//                                      temporary folder) and measure them as variant `before` (or `name`) in the
//                                      same run, loads interleaved with ours: figures before and after a change
//
// Environment: BENCH_SHARED (the shared harness, default /work/shared/bench), BENCH_ANCHOR (a writable copy of it
// where `npm ci` and the anchor build run, default /tmp/anchor-bench; made on first use).
// Results: bench/results/form-<mode>-<date>.json, table-<mode>-<date>.json, edit-<mode>-<date>.json and
// summary-<mode>-<date>.md.
import { deepStrictEqual } from 'node:assert/strict';
import { spawnSync, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { makeSchema } from './fixtures/schema.mjs';
import { report } from './ratios.mjs';
import { serveFolders } from './static-server.mjs';

const HERE = dirname(fileURLToPath(import.meta.url));
const ROOT = resolve(HERE, '..');
const SHARED = resolve(process.env.BENCH_SHARED ?? '/work/shared/bench');
const ANCHOR = resolve(process.env.BENCH_ANCHOR ?? '/tmp/anchor-bench');

const args = process.argv.slice(2);
const full = args.includes('--full');
const only = args.includes('--only') ? args[args.indexOf('--only') + 1] : null;
if (only && !['form', 'table', 'edit'].includes(only)) throw new Error(`--only form, table or edit, not ${only}`);
const wants = (benchmark) => !only || only === benchmark;
/** The other builds to measure beside ours: variant name -> commit. */
const befores = args.includes('--before')
  ? Object.fromEntries(
      args[args.indexOf('--before') + 1]
        .split(',')
        .map((item) => (item.includes('=') ? item.split('=') : ['before', item])),
    )
  : {};
const mode = full ? 'full' : 'quick';
const date = new Date().toISOString().slice(0, 10);
const log = (line) => process.stderr.write(`run: ${line}\n`);

/** Runs a command to completion with inherited output; throws when it fails. */
function run(command, commandArgs, cwd) {
  log(`${cwd}$ ${command} ${commandArgs.join(' ')}`);
  const result = spawnSync(command, commandArgs, { cwd, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${command} ${commandArgs.join(' ')} exited with ${result.status}`);
}

/** Like run, but asynchronous, so this process's static server keeps answering meanwhile. */
function runAsync(command, commandArgs, cwd) {
  log(`${cwd}$ ${command} ${commandArgs.join(' ')}`);
  return new Promise((res, rej) => {
    const child = spawn(command, commandArgs, { cwd, stdio: 'inherit' });
    child.on('error', rej);
    child.on('exit', (code) => (code === 0 ? res() : rej(new Error(`${command} exited with ${code}`))));
  });
}

/** The JSON fixtures our vite plugin reads must be the schema the harness's generator makes. */
function checkFixtures() {
  for (const n of [30, 150, 600]) {
    deepStrictEqual(JSON.parse(readFileSync(join(HERE, 'fixtures', `schema-${n}.json`), 'utf8')), makeSchema(n));
  }
}

/** A writable copy of the shared harness with its dependencies installed and the rjsf / hand pages built. */
function prepareAnchor() {
  if (!existsSync(join(ANCHOR, 'measure.mjs'))) {
    if (!existsSync(join(SHARED, 'measure.mjs'))) throw new Error(`no shared harness at ${SHARED} (set BENCH_SHARED)`);
    log(`copying ${SHARED} to ${ANCHOR}`);
    cpSync(SHARED, ANCHOR, { recursive: true, filter: (src) => !/[/\\](node_modules|dist)$/.test(src) });
    run('chmod', ['-R', 'u+w', ANCHOR], ROOT); // the shared folder is read-only, and cpSync keeps modes
  }
  const shared = join(SHARED, 'measure.mjs');
  if (existsSync(shared) && readFileSync(shared, 'utf8') !== readFileSync(join(ANCHOR, 'measure.mjs'), 'utf8')) {
    log(`WARNING: ${ANCHOR}/measure.mjs differs from ${shared}; delete ${ANCHOR} to take a fresh copy`);
  }
  if (!existsSync(join(ANCHOR, 'node_modules', 'playwright-core')))
    run('npm', ['ci', '--no-audit', '--no-fund'], ANCHOR);
  if (!existsSync(join(ANCHOR, 'anchor-rjsf', 'dist', 'rjsf.html'))) run('npm', ['run', 'build'], ANCHOR);
}

/** Builds the bench pages of `commit` in a worktree of their own (node_modules shared); answers their folder. */
function buildBefore(commit) {
  const dir = join(tmpdir(), `bench-before-${commit}`);
  if (!existsSync(dir)) run('git', ['worktree', 'add', '--detach', dir, commit], ROOT);
  if (!existsSync(join(dir, 'node_modules'))) symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'));
  run(
    process.execPath,
    [join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '-c', 'bench/vite.config.ts'],
    dir,
  );
  return join(dir, 'bench', 'dist');
}

async function main() {
  checkFixtures();
  if (!args.includes('--skip-build')) {
    run(
      process.execPath,
      [join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '-c', 'bench/vite.config.ts'],
      ROOT,
    );
  }
  if (wants('form') || wants('edit')) prepareAnchor();
  const { server, base } = await serveFolders({
    ours: join(HERE, 'dist'),
    anchor: join(ANCHOR, 'anchor-rjsf', 'dist'),
    ...Object.fromEntries(Object.entries(befores).map(([name, commit]) => [name, buildBefore(commit)])),
  });
  const beforeVariant = Object.keys(befores)
    .map((name) => `,${name}=${name}/form.html`)
    .join('');
  const results = join(HERE, 'results');
  mkdirSync(results, { recursive: true });
  const formOut = join(results, `form-${mode}-${date}.json`);
  const tableOut = join(results, `table-${mode}-${date}.json`);
  const editOut = join(results, `edit-${mode}-${date}.json`);
  try {
    if (wants('form')) {
      // the shared harness, unchanged, with our page beside the anchor's two in one run
      const variants = `ours=ours/form.html${beforeVariant},rjsf=anchor/rjsf.html,hand=anchor/hand.html`;
      const formArgs = ['--base', base, '--variants', variants, '--out', formOut, ...(full ? [] : ['--quick'])];
      await runAsync(process.execPath, [join(ANCHOR, 'measure.mjs'), ...formArgs], ANCHOR);
    }
    if (wants('table')) {
      const tableArgs = ['--base', base, '--out', tableOut, ...(full ? ['--cpu', '1,4'] : ['--quick'])];
      await runAsync(process.execPath, [join(HERE, 'table-measure.mjs'), ...tableArgs], ROOT);
    }
    if (wants('edit')) {
      // the same three pages as the form harness: ours, the plain RJSF anchor and the hand-written page
      const variants = `ours=ours/form.html${beforeVariant},rjsf=anchor/rjsf.html,hand=anchor/hand.html`;
      const editArgs = ['--base', base, '--variants', variants, '--out', editOut, ...(full ? [] : ['--quick'])];
      await runAsync(process.execPath, [join(HERE, 'edit-measure.mjs'), ...editArgs], ROOT);
    }
  } finally {
    server.close();
  }
  const read = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null);
  // every benchmark's latest results of this mode and day, so that runs of one benchmark (--only) add up
  const summary = report(read(formOut), read(tableOut), read(editOut));
  const summaryFile = join(results, `summary-${mode}-${date}.md`);
  writeFileSync(
    summaryFile,
    `<!-- Ratios of the ${mode} run of ${date}, written by bench/run.mjs. -->\n\n${summary}\n`,
  );
  // the results are kept in git, so they take the project's formatting (`npx prettier --check bench` stays green)
  const written = [formOut, tableOut, editOut, summaryFile].filter((file) => existsSync(file));
  run(process.execPath, [join(ROOT, 'node_modules', 'prettier', 'bin', 'prettier.cjs'), '--write', ...written], ROOT);
  console.log(`\n${summary}\n\nwrote ${summaryFile}`);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
