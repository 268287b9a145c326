// First-load JavaScript per route, counted on the wire in Chromium against the real built server, against its budget.
// `npx tsx scripts/first-load.ts [--check] [--json <file>] [--files] [--only <words>]` after `npx vite build`;
// `npm test` runs it with --check, which also fails when an action module's file imports the app's; DIST_DIR measures a
// build in another folder. See bench/README.md ("First load on the wire").
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import { chromium, type Browser, type Locator, type Page } from '@playwright/test';
import Fastify from 'fastify';
import { precompressFolder } from './precompress';
import { groupOf } from './chunks';
import { actionModules, actionModulesAwaitingApp, readManifest } from '../server/plugins/route-preloads';
import { startBuiltServer } from '../tests/built-server';
import { CHROMIUM_LAUNCH } from '../tests/chromium';

const KIB = 1024;
/** The long-standing mobile budget of the public sign-in route (issue 13). */
const SIGN_IN_BUDGET = 170 * KIB;
/** A declared form route may download at most this share of the plain RJSF page's JavaScript (issue 13). */
const FORM_SHARE = 0.7;
/** The admin console's table routes (issue 13). */
const TABLE_BUDGET = 200 * KIB;
/** /dashboard with its charts (issue 30): the chart library comes with the first chart panel, and with no other route. */
const DASHBOARD_BUDGET = 330 * KIB;
/** The kinds of route whose budget `--check` enforces: all of them (every form route has met its budget since 2026-11-26). */
const ENFORCED: Row['kind'][] = ['public', 'form', 'table', 'dashboard'];
/** Whether `--check` fails on this row being over its budget. */
const enforced = (row: Row) => ENFORCED.includes(row.kind);
/** The anchor page's figure as measured here on 2026-11-23, used only when the shared harness is not on this machine. */
const RECORDED_ANCHOR = { bytes: 242_892, files: 3, measured: '2026-11-23' };
/** A route is ready once its marker is visible and no request has been in flight for this long. */
const QUIET_MS = 1000;

/** What one cold load downloaded. */
interface Load {
  jsFiles: number;
  jsBytes: number;
  cssBytes: number;
  encodings: string[];
  /** Each JavaScript file's path and bytes on the wire. */
  files: [string, number][];
  /** Response header bytes of every answer of the load (the page, its files, its API calls). */
  headerBytes: number;
  /** How many answers those headers came with. */
  responses: number;
}

/** One measured route and its verdict. */
interface Row extends Load {
  route: string;
  console: string;
  user: string;
  kind: 'public' | 'form' | 'table' | 'dashboard' | 'anchor';
  budget?: number;
}

const args = process.argv.slice(2);
const check = args.includes('--check');
const jsonOut = args.includes('--json') ? args[args.indexOf('--json') + 1] : undefined;
/** `--files`: list each route's JavaScript files, largest first. */
const listFiles = args.includes('--files');
/** `--only a,b`: measure only the routes whose path contains one of these words (the anchor always). */
const only = args.includes('--only') ? args[args.indexOf('--only') + 1]!.split(',') : undefined;

/**
 * The shared harness's plain RJSF page (its `anchor-rjsf/rjsf.html`), built from a copy with this project's packages
 * (the same versions it pins) and precompressed as our assets are, so both are measured with the same compression.
 * Its `hand` page needs @mantine/form, which is not installed here: a stub stands in (the rjsf page imports nothing of it).
 */
async function buildAnchor(folder: string): Promise<{ url: string; close: () => Promise<void> } | undefined> {
  const shared = resolve(process.env.BENCH_SHARED ?? '/work/shared/bench');
  if (!existsSync(join(shared, 'anchor-rjsf', 'rjsf.html'))) return undefined;
  const copy = join(folder, 'anchor');
  cpSync(join(shared, 'fixtures'), join(copy, 'fixtures'), { recursive: true });
  cpSync(join(shared, 'anchor-rjsf'), join(copy, 'anchor-rjsf'), {
    recursive: true,
    filter: (source) => !/[/\\](node_modules|dist)$/.test(source),
  });
  symlinkSync(resolve('node_modules'), join(copy, 'anchor-rjsf', 'node_modules'), 'dir');
  const stub = join(copy, 'mantine-form-stub.js');
  writeFileSync(stub, 'export const useForm = () => { throw new Error("not installed"); };\n');
  const { build } = await import('vite');
  const root = join(copy, 'anchor-rjsf');
  await build({
    root,
    configFile: join(root, 'vite.config.ts'),
    logLevel: 'warn',
    resolve: existsSync(resolve('node_modules/@mantine/form')) ? {} : { alias: { '@mantine/form': stub } },
  });
  await precompressFolder(join(root, 'dist', 'assets'));
  const app = Fastify();
  await app.register(fastifyStatic, { root: join(root, 'dist'), preCompressed: true });
  const url = `${await app.listen({ host: '127.0.0.1', port: 0 })}/rjsf.html?n=30`;
  return { url, close: () => app.close() };
}

/** Opens url in a fresh context (empty cache) and counts what arrived until `ready` shows and the network is quiet. */
async function coldLoad(
  browser: Browser,
  url: string,
  ready: (page: Page) => Locator,
  session?: Record<string, string>,
): Promise<Load> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-GB' });
  if (session)
    await context.addInitScript((values) => {
      if (!sessionStorage.getItem('token'))
        for (const [key, value] of Object.entries(values)) sessionStorage.setItem(key, value);
    }, session);
  const page = await context.newPage();
  const load: Load = { jsFiles: 0, jsBytes: 0, cssBytes: 0, encodings: [], files: [], headerBytes: 0, responses: 0 };
  const counted: Promise<void>[] = [];
  let inFlight = 0;
  let lastActivity = Date.now();
  page.on('request', () => {
    inFlight++;
    lastActivity = Date.now();
  });
  page.on('requestfailed', () => {
    inFlight--;
    lastActivity = Date.now();
  });
  page.on('requestfinished', (request) => {
    inFlight--;
    lastActivity = Date.now();
    counted.push(
      (async () => {
        const response = await request.response();
        if (!response) return;
        const type = (await response.headerValue('content-type')) ?? '';
        const { responseBodySize, responseHeadersSize } = await request.sizes();
        load.headerBytes += responseHeadersSize;
        load.responses++;
        if (type.includes('javascript')) {
          load.jsFiles++;
          load.jsBytes += responseBodySize;
          load.encodings.push((await response.headerValue('content-encoding')) ?? 'identity');
          load.files.push([new URL(request.url()).pathname, responseBodySize]);
        } else if (type.includes('text/css')) load.cssBytes += responseBodySize;
      })(),
    );
  });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(url);
  await ready(page)
    .first()
    .waitFor({ state: 'visible', timeout: 30_000 })
    .catch((error: Error) => {
      throw new Error(`${url} never showed its screen: ${error.message}\n${errors.join('\n')}`);
    });
  while (inFlight > 0 || Date.now() - lastActivity < QUIET_MS) await page.waitForTimeout(100);
  await Promise.all(counted);
  await context.close();
  return load;
}

/** Signs in with the password as a user does and returns the session storage the app keeps. */
async function signIn(browser: Browser, base: string, email: string): Promise<Record<string, string>> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${base}/sign-in`);
  await page.getByRole('button', { name: 'Sign in with password' }).click();
  await page.getByRole('textbox', { name: /^Email/ }).fill(email);
  await page.getByLabel(/^Password/).fill('Demo@2025');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/sign-in'));
  const session = await page.evaluate(() => ({ ...sessionStorage }));
  await context.close();
  return session;
}

const kib = (bytes: number) => (bytes / KIB).toFixed(1);

/** The Markdown table of the rows. */
function table(rows: Row[]): string {
  const lines = [
    '| route | console, user | JS files | JS on the wire KiB | encoding | budget KiB | pass | CSS on the wire KiB | response headers KiB (answers) |',
    '| ----- | ------------- | -------- | ------------------ | -------- | ---------- | ---- | ------------------- | ------------------------------ |',
  ];
  for (const row of rows) {
    const encodings = [...new Set(row.encodings)].join(', ');
    const pass =
      row.budget === undefined
        ? ''
        : row.jsBytes <= row.budget
          ? 'yes'
          : enforced(row)
            ? '**no**'
            : 'no (reported, not enforced)';
    lines.push(
      `| ${row.route} | ${row.console}, ${row.user} | ${row.jsFiles} | ${kib(row.jsBytes)} | ${encodings} | ${
        row.budget === undefined ? '' : kib(row.budget)
      } | ${pass} | ${kib(row.cssBytes)} | ${kib(row.headerBytes)} (${row.responses}) |`,
    );
  }
  return lines.join('\n');
}

/** Fails the check when a page's first call would wait for the app: an action module whose file imports it. */
function checkActionModules(dist: string) {
  const manifest = readManifest(dist);
  const modules = actionModules(readFileSync('src/api/actions/index.ts', 'utf8'));
  const awaiting = manifest ? actionModulesAwaitingApp(manifest, modules, groupOf) : [];
  if (!awaiting.length) return;
  console.error(`Action modules that wait for the app's file (see src/boot.ts): ${awaiting.join(', ')}`);
  if (check) process.exitCode = 1;
}

async function main() {
  // The server serves DIST_DIR (dist by default), so a build into another folder is measured the same way.
  if (!existsSync(join(process.env.DIST_DIR ?? 'dist', 'index.html')))
    throw new Error('Build the app first: npx vite build');
  checkActionModules(process.env.DIST_DIR ?? 'dist');
  const folder = mkdtempSync(join(tmpdir(), 'first-load-'));
  mkdirSync(join(folder, 'db'));
  const { server, client, admin } = await startBuiltServer(folder);
  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  let anchorServer: Awaited<ReturnType<typeof buildAnchor>>;
  try {
    const rows: Row[] = [];
    anchorServer = await buildAnchor(folder);
    const anchor: Row = {
      route: 'shared harness `rjsf.html?n=30` (plain RJSF + Mantine)',
      console: 'anchor',
      user: anchorServer ? 'measured' : `recorded ${RECORDED_ANCHOR.measured}`,
      kind: 'anchor',
      ...(anchorServer
        ? await coldLoad(browser, anchorServer.url, (page) => page.locator('#root_f29'))
        : {
            jsFiles: RECORDED_ANCHOR.files,
            jsBytes: RECORDED_ANCHOR.bytes,
            cssBytes: 0,
            encodings: ['br'],
            files: [],
            headerBytes: 0,
            responses: 0,
          }),
    };
    const formBudget = Math.floor(anchor.jsBytes * FORM_SHARE);

    const measure = async (
      row: Omit<Row, keyof Load | 'budget'>,
      base: string,
      ready: (page: Page) => Locator,
      session?: Record<string, string>,
    ) => {
      if (only && !only.some((word) => row.route.includes(word))) return;
      const budget =
        row.kind === 'public'
          ? SIGN_IN_BUDGET
          : row.kind === 'form'
            ? formBudget
            : row.kind === 'dashboard'
              ? DASHBOARD_BUDGET
              : TABLE_BUDGET;
      rows.push({ ...row, budget, ...(await coldLoad(browser, `${base}${row.route}`, ready, session)) });
    };
    await measure({ route: '/sign-in', console: 'client', user: 'none', kind: 'public' }, client, (page) =>
      page.getByRole('textbox', { name: /Email or Mobile Number/ }),
    );
    await measure({ route: '/sign-in', console: 'admin', user: 'none', kind: 'public' }, admin, (page) =>
      page.getByRole('textbox', { name: /Email or Mobile Number/ }),
    );
    await measure({ route: '/sign-up', console: 'client', user: 'none', kind: 'form' }, client, (page) =>
      page.getByRole('textbox', { name: /^Email/ }),
    );
    await measure({ route: '/set-password', console: 'client', user: 'none', kind: 'form' }, client, (page) =>
      page.getByRole('textbox', { name: /^Email/ }),
    );
    const wanted = (...routes: string[]) => !only || routes.some((route) => only.some((word) => route.includes(word)));
    const onboard = wanted('/onboarding') ? await signIn(browser, client, 'onboard@demo.test') : {};
    await measure(
      { route: '/onboarding', console: 'client', user: 'onboard@demo.test', kind: 'form' },
      client,
      (page) => page.getByRole('textbox', { name: /^First Name/ }),
      onboard,
    );
    const signedInForms = ['/reset-password', '/profile'];
    const formSession = wanted(...signedInForms) ? await signIn(browser, admin, 'admin@demo.test') : {};
    await measure(
      { route: '/reset-password', console: 'admin', user: 'admin@demo.test', kind: 'form' },
      admin,
      (page) => page.getByLabel(/^New Password/),
      formSession,
    );
    await measure(
      { route: '/profile', console: 'admin', user: 'admin@demo.test', kind: 'form' },
      admin,
      (page) => page.getByRole('textbox', { name: /^First Name/ }),
      formSession,
    );
    // A client's profile has a second tab (its company), so it downloads the tab bar too.
    const clientSession = wanted('/profile') ? await signIn(browser, client, 'exporter@demo.test') : {};
    await measure(
      { route: '/profile', console: 'client', user: 'exporter@demo.test', kind: 'form' },
      client,
      (page) => page.getByRole('textbox', { name: /^First Name/ }),
      clientSession,
    );
    const tables = ['/currency', '/hs-code', '/role', '/access', '/onboarding-list', '/transactions'];
    const adminSession = wanted(...tables) ? await signIn(browser, admin, 'admin@demo.test') : {};
    for (const route of tables)
      await measure(
        { route, console: 'admin', user: 'admin@demo.test', kind: 'table' },
        admin,
        (page) => page.locator('table tbody tr'),
        adminSession,
      );
    // The dashboard's first load includes its charts: the route is ready once a chart is drawn.
    for (const [console, base, user] of [
      ['client', client, 'exporter@demo.test'],
      ['admin', admin, 'admin@demo.test'],
    ] as const) {
      const session = wanted('/dashboard') ? await signIn(browser, base, user) : {};
      await measure(
        { route: '/dashboard', console, user, kind: 'dashboard' },
        base,
        (page) => page.locator('.recharts-surface').first(),
        session,
      );
    }
    rows.push(anchor);

    if (listFiles)
      for (const row of rows) {
        console.log(`\n${row.route} (${row.console})`);
        for (const [file, bytes] of [...row.files].sort((a, b) => b[1] - a[1]))
          console.log(`  ${kib(bytes).padStart(6)}  ${file}`);
      }
    console.log(table(rows));
    console.log(
      `\nBudgets: /sign-in ${kib(SIGN_IN_BUDGET)} KiB; form routes ${FORM_SHARE} x the plain RJSF page = ${kib(
        formBudget,
      )} KiB; admin tables ${kib(TABLE_BUDGET)} KiB; /dashboard ${kib(DASHBOARD_BUDGET)} KiB. JavaScript response bodies as sent (Content-Encoding applied),` +
        ` response headers of every answer as received (not budgeted),` +
        ` each route opened cold (empty cache) until its screen shows and the network is quiet for ${QUIET_MS} ms.`,
    );
    if (jsonOut)
      writeFileSync(
        jsonOut,
        `${JSON.stringify({ date: new Date().toISOString(), chromium: browser.version(), rows }, null, 2)}\n`,
      );
    const over = rows.filter((row) => row.budget !== undefined && row.jsBytes > row.budget);
    const failing = over.filter(enforced);
    const name = (row: Row) => `${row.route} (${row.console})`;
    if (over.length > failing.length)
      console.log(
        `\nOver budget, reported only: ${over
          .filter((row) => !failing.includes(row))
          .map(name)
          .join(', ')}`,
      );
    if (failing.length) {
      console.error(`\nOver budget: ${failing.map(name).join(', ')}`);
      if (check) process.exitCode = 1;
    }
  } finally {
    await anchorServer?.close();
    await browser.close();
    server.kill('SIGTERM');
    await new Promise((done) => server.once('exit', done));
    rmSync(folder, { recursive: true, force: true });
  }
}

await main();
