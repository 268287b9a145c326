// Time from navigation to the first usable screen, per route, beside the shared harness's plain RJSF page (issue 33).
//
//   npx vite build --outDir /tmp/dist-bench --emptyOutDir && DIST_DIR=/tmp/dist-bench node bench/first-screen.mjs
//   --loads N       loads per route, profile and kind (default 3)
//   --only a,b      only the routes whose path contains one of these words (the plain page always)
//   --json <file>   the raw samples and the table
//   --waterfall     prints each route's first cold load request by request (start and end from the HTML's request)
//
// Runs the real built server (tests/built-server.ts) on a temporary PGlite folder, and the plain RJSF page of
// BENCH_ANCHOR (default /tmp/anchor-bench, prepared by `node bench/run.mjs`) precompressed beside it. Each profile
// is set through CDP (network latency and throughput, CPU slowdown); loads interleave ours with the plain page.
/* global window, document, location, history, requestAnimationFrame, dispatchEvent, PopStateEvent */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, existsSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { register } from 'tsx/esm/api';
import { median, pairedRatio, summary } from './stats.mjs';

register();
const { chromium } = await import('@playwright/test');
const { default: Fastify } = await import('fastify');
const { default: fastifyStatic } = await import('@fastify/static');
const { startBuiltServer } = await import('../tests/built-server.ts');
const { CHROMIUM_LAUNCH } = await import('../tests/chromium.ts');

const args = process.argv.slice(2);
const option = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const LOADS = Number(option('--loads') ?? 3);
const only = option('--only')?.split(',');
const jsonOut = option('--json');
const waterfall = args.includes('--waterfall');
const ANCHOR = resolve(process.env.BENCH_ANCHOR ?? '/tmp/anchor-bench', 'anchor-rjsf', 'dist');

/** The issue's two phone profiles, and Fast 4G at CPU 4x for the warm in-app navigation's goal. */
const PROFILES = {
  'Slow 4G, CPU 4x': { latency: 150, mbps: 1.6, cpu: 4 },
  'Fast 4G, CPU 1x': { latency: 40, mbps: 9, cpu: 1 },
};
const IN_APP_PROFILE = { name: 'Fast 4G, CPU 4x', latency: 40, mbps: 9, cpu: 4 };

/** What counts as usable: a visible, enabled input of the screen, or a table's first row. */
const INPUT = 'main input:not([type=hidden]):not([disabled]), main textarea, main tbody tr';
const BARE_INPUT = 'input:not([type=hidden]):not([disabled]), textarea';
/** A landing or detail screen may open on a panel or tab rather than a field: its first control counts too. */
const CONTROL = `${INPUT}, main button:not([disabled]), main [role=tab]`;

/** The measured routes: console, path, who is signed in, what shows the screen is usable. */
const ROUTES = [
  { console: 'client', path: '/sign-in', ready: BARE_INPUT },
  { console: 'client', path: '/sign-up', ready: BARE_INPUT },
  { console: 'client', path: '/set-password', ready: BARE_INPUT },
  { console: 'client', path: '/onboarding', user: 'onboard@demo.test', ready: INPUT },
  { console: 'client', path: '/dashboard', user: 'exporter@demo.test', ready: CONTROL },
  { console: 'admin', path: '/onboarding-list/CL1001', user: 'admin@demo.test', ready: CONTROL },
  { console: 'admin', path: '/currency', user: 'admin@demo.test', ready: INPUT },
].filter((route) => !only || only.some((word) => route.path.includes(word)));

/**
 * Page script: records when the first visible element matching the page's selector appears (performance.now(), from
 * the navigation's start) in window.__firstInput.
 */
function watchFirstInput(selector) {
  const visible = (element) => element.getClientRects().length > 0;
  const look = () => {
    if (window.__firstInput === undefined && [...document.querySelectorAll(selector)].some(visible))
      window.__firstInput = performance.now();
    else if (window.__firstInput === undefined) requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
}

/** Copies the plain RJSF page's build with a .br beside each asset and serves it as our server serves ours. */
async function serveAnchor(folder) {
  if (!existsSync(join(ANCHOR, 'rjsf.html')))
    throw new Error(`no plain RJSF page at ${ANCHOR}: run node bench/run.mjs --only form once`);
  const copy = join(folder, 'anchor');
  mkdirSync(join(copy, 'assets'), { recursive: true });
  for (const name of readdirSync(ANCHOR))
    if (name.endsWith('.html')) writeFileSync(join(copy, name), readFileSync(join(ANCHOR, name)));
  for (const name of readdirSync(join(ANCHOR, 'assets'))) {
    const bytes = readFileSync(join(ANCHOR, 'assets', name));
    writeFileSync(join(copy, 'assets', name), bytes);
    if (/\.(js|css)$/.test(name)) writeFileSync(join(copy, 'assets', `${name}.br`), brotliCompressSync(bytes));
  }
  const app = Fastify();
  await app.register(fastifyStatic, { root: copy, preCompressed: true });
  return { url: `${await app.listen({ host: '127.0.0.1', port: 0 })}/rjsf.html?n=30`, close: () => app.close() };
}

/** Sets a profile on a page through CDP and records each request's start and initiator for the chain's depth. */
async function emulate(page, profile) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: profile.latency,
    downloadThroughput: (profile.mbps * 1e6) / 8,
    uploadThroughput: (profile.mbps * 1e6) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpu });
  const requests = [];
  const byId = new Map();
  cdp.on('Network.requestWillBeSent', ({ requestId, request, initiator, wallTime, timestamp }) => {
    const entry = { url: request.url, initiator, wallTime: wallTime * 1000, start: timestamp * 1000 };
    requests.push(entry);
    byId.set(requestId, entry);
  });
  cdp.on('Network.loadingFinished', ({ requestId, timestamp, encodedDataLength }) =>
    Object.assign(byId.get(requestId) ?? {}, { end: timestamp * 1000, bytes: encodedDataLength }),
  );
  cdp.on('Network.requestServedFromCache', () => {});
  return requests;
}

/**
 * Round trips before the first input after the HTML: the longest chain of requests, each started by the one before
 * (its initiator's script or document), among those sent before the input showed.
 */
function chainDepth(requests, until) {
  const before = requests.filter((request) => request.wallTime <= until);
  const depth = new Map();
  const parentOf = (request) =>
    request.initiator.url ??
    request.initiator.stack?.callFrames?.[0]?.url ??
    request.initiator.stack?.parent?.callFrames?.[0]?.url;
  for (const request of before) {
    const parent = parentOf(request);
    depth.set(request.url, parent && depth.has(parent) ? depth.get(parent) + 1 : 0);
  }
  return Math.max(0, ...depth.values());
}

/** One load of url in context (cold when the context is new): ms to the first input and the chain's depth. */
async function load(context, url, ready, profile) {
  const page = await context.newPage();
  await page.addInitScript(watchFirstInput, ready);
  const requests = await emulate(page, profile);
  // on a busy machine the load event may come late: what is timed is the first input, not the load
  await page.goto(url, { waitUntil: 'commit', timeout: 60_000 });
  const shown = await page
    .waitForFunction(() => window.__firstInput !== undefined, null, { timeout: 60_000, polling: 100 })
    .then(() => true)
    .catch(() => false);
  if (!shown) {
    process.stderr.write(`${url}: nothing usable within 60 s (${ready}); counted as no sample\n`);
    await page.close();
    return { ms: NaN, depth: NaN };
  }
  const { ms, origin } = await page.evaluate(() => ({ ms: window.__firstInput, origin: performance.timeOrigin }));
  const depth = chainDepth(requests, origin + ms);
  await page.close();
  return { ms, depth, requests };
}

/** One load's requests in the order sent: ms from the HTML's request to each one's start and end, and its bytes. */
function printWaterfall(url, { ms, requests }) {
  const zero = requests[0]?.start ?? 0;
  const at = (t) => (t === undefined ? '   -  ' : String(Math.round(t - zero)).padStart(6));
  const lines = requests.map(
    (r) =>
      `${at(r.start)} ${at(r.end)} ${String(r.bytes ?? '').padStart(7)}  ${r.url.replace(/^https?:\/\/[^/]+/, '')}`,
  );
  process.stderr.write(
    `\n${url}: first input at ${Math.round(ms)} ms\n start    end   bytes  request\n${lines.join('\n')}\n`,
  );
}

/**
 * A fresh context with the signed-in session of user (or none): its session storage, and its cookies (the facts a
 * wizard is chosen by, src/session/session.ts), as a reload of the signed-in tab has them.
 */
async function newContext(browser, session) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'en-GB' });
  if (!session) return context;
  await context.addCookies(session.cookies);
  await context.addInitScript((values) => {
    if (!sessionStorage.getItem('token'))
      for (const [key, value] of Object.entries(values)) sessionStorage.setItem(key, value);
  }, session.storage);
  return context;
}

/** Signs in with the password as a user does and returns the session storage and cookies the app keeps. */
async function signIn(browser, base, email) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${base}/sign-in`);
  await page.getByRole('button', { name: 'Sign in with password' }).click();
  await page.getByRole('textbox', { name: /^Email/ }).fill(email);
  await page.getByLabel(/^Password/).fill('Demo@2025');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/sign-in'));
  const session = { storage: await page.evaluate(() => ({ ...sessionStorage })), cookies: await context.cookies() };
  await context.close();
  return session;
}

/**
 * A warm in-app navigation: the app is open on another route (its chunks cached by the first visit), then the route is
 * opened through the router as a link does; ms until a new usable element of the route shows.
 */
async function inAppNavigation(browser, session, base, from, route, profile) {
  const context = await newContext(browser, session);
  const warmup = await context.newPage();
  await warmup.goto(`${base}${route.path}`, { waitUntil: 'commit', timeout: 60_000 });
  // visible, as the measure below asks: a chart's table for assistive technology matches the selector unseen
  await warmup.waitForFunction(
    (ready) => [...document.querySelectorAll(ready)].some((element) => element.getClientRects().length > 0),
    route.ready,
    { timeout: 60_000, polling: 100 },
  );
  await warmup.close();
  const page = await context.newPage();
  await page.goto(`${base}${from}`, { waitUntil: 'commit', timeout: 60_000 });
  await page.waitForLoadState('networkidle', { timeout: 60_000 }).catch(() => {});
  await emulate(page, profile);
  const ms = await page.evaluate(
    ({ path, ready }) =>
      new Promise((done) => {
        for (const element of document.querySelectorAll(ready)) element.setAttribute('data-before', '');
        const start = performance.now();
        const look = () => {
          const fresh = [...document.querySelectorAll(ready)].some(
            (element) => !element.hasAttribute('data-before') && element.getClientRects().length > 0,
          );
          if (fresh && location.pathname === path) done(performance.now() - start);
          else requestAnimationFrame(look);
        };
        setTimeout(() => done(NaN), 30_000);
        history.pushState({}, '', path);
        dispatchEvent(new PopStateEvent('popstate'));
        requestAnimationFrame(look);
      }),
    route,
  );
  await context.close();
  return ms;
}

/** The samples that were measured (a load that showed nothing usable is NaN). */
const ok = (xs) => xs.filter(Number.isFinite);
const fmt = (ms) => (ms === null ? '' : Math.round(ms).toLocaleString('en-GB'));
const ratioText = (ours, plain) => {
  const both = ours.map((x, k) => [x, plain[k]]).filter(([x, y]) => Number.isFinite(x) && Number.isFinite(y));
  const paired = pairedRatio(
    both.map(([x]) => x),
    both.map(([, y]) => y),
  );
  return paired
    ? `${paired.ratio.toFixed(2)} [${paired.interval[0].toFixed(2)}, ${paired.interval[1].toFixed(2)}]`
    : '';
};

async function main() {
  const folder = mkdtempSync(join(tmpdir(), 'first-screen-'));
  mkdirSync(join(folder, 'db'));
  // a busy machine may take minutes to migrate and seed
  const built = await startBuiltServer(folder, 300_000);
  const anchor = await serveAnchor(folder);
  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  const lines = [];
  const raw = [];
  try {
    const sessions = {};
    for (const route of ROUTES)
      if (route.user) sessions[route.user] ??= await signIn(browser, built[route.console], route.user);
    for (const [name, profile] of Object.entries(PROFILES)) {
      lines.push(
        `\n### ${name} (${profile.latency} ms, ${profile.mbps} Mbps, CPU ${profile.cpu}x), ${LOADS} loads each\n`,
        '| route | cold ms (median) | x plain [95% interval] | second visit ms | x plain | round trips after the HTML |',
        '| ----- | ---------------- | ---------------------- | --------------- | ------- | -------------------------- |',
      );
      const plain = { cold: [], warm: [], depth: [] };
      const ours = new Map(ROUTES.map((route) => [route, { cold: [], warm: [], depth: [] }]));
      for (let i = 0; i < LOADS; i++)
        for (const route of ROUTES) {
          // the plain page once before each of ours, so both meet the same moment of a busy machine
          const plainContext = await newContext(browser);
          const plainCold = await load(plainContext, anchor.url, BARE_INPUT, profile);
          const plainWarm = await load(plainContext, anchor.url, BARE_INPUT, profile);
          await plainContext.close();
          plain.cold.push(plainCold.ms);
          plain.warm.push(plainWarm.ms);
          plain.depth.push(plainCold.depth);
          const context = await newContext(browser, route.user && sessions[route.user]);
          const url = `${built[route.console]}${route.path}`;
          const cold = await load(context, url, route.ready, profile);
          const warm = await load(context, url, route.ready, profile);
          await context.close();
          if (waterfall && i === 0) printWaterfall(url, cold);
          const samples = ours.get(route);
          samples.cold.push(cold.ms);
          samples.warm.push(warm.ms);
          samples.depth.push(cold.depth);
          process.stderr.write(`${name} ${route.path}: ${Math.round(cold.ms)} / ${Math.round(warm.ms)} ms\n`);
        }
      for (const [route, samples] of ours) {
        const paired = (kind) =>
          ratioText(
            samples[kind],
            plain[kind].filter((_, k) => k % ROUTES.length === ROUTES.indexOf(route)),
          );
        lines.push(
          `| ${route.path} (${route.console}${route.user ? `, ${route.user}` : ''}) | ${fmt(median(ok(samples.cold)))} | ${paired('cold')} | ${fmt(median(ok(samples.warm)))} | ${paired('warm')} | ${median(ok(samples.depth))} |`,
        );
        raw.push({ profile: name, route: route.path, console: route.console, ...samples });
      }
      lines.push(
        `| plain RJSF page (30 fields) | ${fmt(median(ok(plain.cold)))} | 1 | ${fmt(median(ok(plain.warm)))} | 1 | ${median(ok(plain.depth))} |`,
      );
      raw.push({ profile: name, route: 'plain RJSF page', ...plain, summary: summary(ok(plain.cold)) });
      process.stderr.write(`${lines.join('\n')}\n`);
    }
    const signedIn = ROUTES.filter((route) => route.user);
    if (signedIn.length) {
      const profile = IN_APP_PROFILE;
      lines.push(
        `\n### Warm in-app navigation, ${profile.name} (${profile.latency} ms, ${profile.mbps} Mbps, CPU ${profile.cpu}x), ${LOADS} each\n`,
        '| to route | from | ms (median) | min | max |',
        '| -------- | ---- | ----------- | --- | --- |',
      );
      for (const route of signedIn) {
        const from = route.console === 'admin' ? '/dashboard' : '/profile';
        const samples = [];
        for (let i = 0; i < LOADS; i++)
          samples.push(
            await inAppNavigation(browser, sessions[route.user], built[route.console], from, route, profile).catch(
              (error) => (process.stderr.write(`${route.path} in-app: ${error.message}\n`), NaN),
            ),
          );
        const { min, max } = summary(ok(samples));
        lines.push(
          `| ${route.path} (${route.console}) | ${from} | ${fmt(median(ok(samples)))} | ${fmt(min)} | ${fmt(max)} |`,
        );
        raw.push({ profile: profile.name, route: route.path, inApp: samples });
      }
    }
    const text = lines.join('\n');
    console.log(text);
    console.log(
      `\nChromium ${browser.version()}, ${new Date().toISOString()}; time from navigation start to the first visible` +
        ` usable element; "x plain" pairs each load with the plain page's load just before it (bootstrap interval).`,
    );
    if (jsonOut) writeFileSync(jsonOut, `${JSON.stringify({ date: new Date().toISOString(), raw, text }, null, 2)}\n`);
  } finally {
    await browser.close();
    await anchor.close();
    built.server.kill('SIGTERM');
    await new Promise((done) => built.server.once('exit', done));
    rmSync(folder, { recursive: true, force: true });
  }
}

await main();
