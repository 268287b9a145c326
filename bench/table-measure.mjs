// Table benchmark driver: first render, search keystrokes and sorting of MasterTable next to a plain-table baseline,
// and one traced load of MasterTable broken down to where the time to its first rows went.
//
//   node bench/table-measure.mjs                 # serves bench/dist itself; variants ours, ours-paged, baseline
//   node bench/table-measure.mjs --quick         # 3 loads per variant, typing in 1 of them, sorting in the others
//   node bench/table-measure.mjs --base http://127.0.0.1:PORT/ --variants ours=ours/table.html,...
//
// Options (all optional):
//   --base URL            where the pages are; default: serve bench/dist under /ours/ on 127.0.0.1
//   --variants a=p,b=p    variant name = page path relative to base
//                         (default ours=ours/table.html,ours-paged=ours/table.html?pageSize=10,
//                          baseline=ours/table-baseline.html)
//   --cpu 1,4             CDP CPU throttling rates (default 1)
//   --repeats 5           page loads per configuration, each in a fresh browser context (--quick: 3)
//   --type-loads 3        in how many of those loads to type into the search box (--quick: 1); the other loads
//                         click the Name header instead (--sort-clicks times: ascending, descending, unsorted, ...)
//   --sort-clicks 6       header clicks per sorting load
//   --trace ours          after the measured loads, one more load of this variant at 1x inside a Chromium trace,
//                         broken down by first-rows-breakdown.mjs (trace kept as <out>.trace.json.gz); none: skip
//   --gap 50              ms to wait after a keystroke's result is on screen before the next key
//   --chromium PATH       default /usr/bin/chromium
//   --out FILE            default bench/results/table-<full|quick>-<YYYY-MM-DD>.json
//
// Page contract (bench/src/table-main.tsx, bench/src/table-baseline-main.tsx):
//   performance.mark('bench:render-start') before the first render call, performance.mark('bench:table-ready') at
//   the commit that puts the first table cell in the DOM, a search box with placeholder "Search", the number of
//   matching rows in an aria-rowcount attribute (absent = 0), and window.__benchCount(query) = that number; a
//   header button "Name" that sorts, the row id in each row's first cell, and window.__benchSortFirst(state) = the
//   id of the first row once sorted by name ('asc', 'desc') or not sorted ('none').
/* global window, document, requestAnimationFrame */
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { CHROMIUM_ARGS, freshPage, launchChromium } from './browser.mjs';
import { readFlags } from './flags.mjs';
import { firstRowsBreakdown } from './first-rows-breakdown.mjs';
import { serveFolders } from './static-server.mjs';
import { median, r1, summary } from './stats.mjs';
import { LOAD_CATEGORIES, traceEvents } from './trace.mjs';

const HERE = dirname(fileURLToPath(import.meta.url));
/** Same text as SEARCH_TEXT in src/table-rows.ts: 20 keys, every prefix matches at least one row. */
const SEARCH_TEXT = 'shree ganesh exports';
/** What each click on the Name header makes of the order: TanStack's toggle for a text column cycles these. */
const SORT_STATES = ['asc', 'desc', 'none'];

function parseArgs(argv) {
  const o = readFlags(argv, {
    base: null,
    variants: 'ours=ours/table.html,ours-paged=ours/table.html?pageSize=10,baseline=ours/table-baseline.html',
    cpu: '1',
    repeats: null,
    typeLoads: null,
    sortClicks: '6',
    trace: 'ours',
    gap: '50',
    chromium: '/usr/bin/chromium',
    out: null,
    quick: false,
  });
  return {
    ...o,
    variants: o.variants.split(',').map((v) => {
      const [name, ...rest] = v.split('=');
      return { name: name.trim(), path: rest.join('=').trim() };
    }),
    cpu: o.cpu.split(',').map(Number),
    repeats: Number(o.repeats ?? (o.quick ? 3 : 5)),
    typeLoads: Number(o.typeLoads ?? (o.quick ? 1 : 3)),
    sortClicks: Number(o.sortClicks),
    gap: Number(o.gap),
  };
}

// Runs in the page before its scripts. Per keystroke: the keydown's timeStamp, the task after the first frame
// following its input event (`frame`), and the task after the first frame whose DOM shows the expected number of
// matching rows (`settle`; later than `frame` when the page defers the filtering, e.g. with useDeferredValue).
// Per header click while `sorting`: the click's timeStamp and the task after the first frame whose first row is
// the expected one (`settle`).
const INSTRUMENT = () => {
  const B = (window.__bench = { keys: [], recording: false, start: 0, expected: [], sorts: [], sorting: false });
  const shown = () => Number(document.querySelector('[aria-rowcount]')?.getAttribute('aria-rowcount') ?? 0);
  const afterFrame = (cb) =>
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => cb(performance.now());
      channel.port2.postMessage(0);
    });
  const mark = performance.mark.bind(performance);
  performance.mark = (name, options) => {
    const entry = mark(name, options);
    if (name === 'bench:table-ready' && B.ready === undefined) {
      B.ready = entry.startTime;
      afterFrame((frame) => {
        B.readyFrame = frame;
        B.rowsInDom = [...document.querySelectorAll('tbody tr')].filter((tr) => tr.cells.length > 0).length;
        window.__benchNotify('ready', -1);
      });
    }
    return entry;
  };
  const watch = (s, idx) =>
    requestAnimationFrame(() => {
      const settled = shown() === s.expected; // the DOM as it is now is what this frame paints
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        const now = performance.now();
        if (s.frame === undefined) s.frame = now;
        s.frames = (s.frames ?? 0) + 1;
        if (settled || now - s.t0 > 60000) {
          s.settle = settled ? now : null;
          window.__benchNotify('key', idx);
        } else watch(s, idx);
      };
      channel.port2.postMessage(0);
    });
  window.addEventListener(
    'keydown',
    (e) => {
      if (B.recording) B.keys.push({ t0: e.timeStamp, handler: performance.now(), key: e.key });
    },
    true,
  );
  window.addEventListener(
    'input',
    () => {
      const idx = B.keys.length - 1;
      const s = B.keys[idx];
      if (!B.recording || !s || s.input !== undefined) return;
      s.input = performance.now();
      s.expected = B.expected[idx - B.start];
      watch(s, idx);
    },
    true,
  );
  const untilFirstRow = (s, idx) =>
    requestAnimationFrame(() => {
      const shown = document.querySelector('tbody td')?.textContent === s.expected;
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        const now = performance.now();
        s.frames = (s.frames ?? 0) + 1;
        if (shown || now - s.t0 > 60000) {
          s.settle = shown ? now : null;
          window.__benchNotify('sort', idx);
        } else untilFirstRow(s, idx);
      };
      channel.port2.postMessage(0);
    });
  window.addEventListener(
    'click',
    (e) => {
      if (!B.sorting) return;
      const s = { t0: e.timeStamp, state: B.sortState, expected: B.sortExpected };
      B.sorts.push(s);
      untilFirstRow(s, B.sorts.length - 1);
    },
    true,
  );
  // bubble phase on window: after the page's own handlers and the render React flushes for a discrete event
  window.addEventListener('input', () => {
    const s = B.keys[B.keys.length - 1];
    if (B.recording && s && s.work === undefined) s.work = performance.now();
  });
};

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const withTimeout = (promise, ms, what) => {
  let timer;
  const limit = new Promise((_, rej) => {
    timer = setTimeout(() => rej(new Error(`timeout after ${ms} ms waiting for ${what}`)), ms);
  });
  return Promise.race([promise, limit]).finally(() => clearTimeout(timer));
};

/** Clicks the Name header `clicks` times, each once the previous order has been on screen for 300 ms. */
async function sortByName(page, notified, clicks) {
  const header = page.locator('th button', { hasText: 'Name' }).first();
  for (let i = 0; i < clicks; i++) {
    const state = SORT_STATES[i % SORT_STATES.length];
    const before = await page.evaluate((next) => {
      const B = window.__bench;
      Object.assign(B, { sorting: true, sortState: next, sortExpected: window.__benchSortFirst(next) });
      return document.querySelector('tbody td')?.textContent;
    }, state);
    const expected = await page.evaluate(() => window.__bench.sortExpected);
    if (before === expected) throw new Error(`sorting ${state} would not change the first row (${before})`);
    const done = notified('sort', i, 90000);
    done.catch(() => {}); // rejected while click() still runs: handled when awaited below
    await header.click({ timeout: 60000 });
    await done;
    await sleep(300);
  }
  return page.evaluate(() => {
    window.__bench.sorting = false;
    return window.__bench.sorts;
  });
}

/**
 * One page load in a fresh context: first render, then SEARCH_TEXT typed one key at a time (`type`) or the Name
 * header clicked `sortClicks` times; with `trace`, the load (navigation to first rows) inside a Chromium trace.
 */
async function trial(browser, { url, cpu, type, sortClicks, gap, trace = false }) {
  const waiting = new Map();
  const early = new Set();
  const { context, page } = await freshPage(browser, cpu, async (context) => {
    await context.exposeBinding('__benchNotify', (_source, kind, idx) => {
      const key = `${kind}:${idx}`;
      const resolveWaiter = waiting.get(key);
      if (resolveWaiter) {
        waiting.delete(key);
        resolveWaiter();
      } else early.add(key);
    });
    await context.addInitScript(INSTRUMENT);
  });
  const notified = (kind, idx, ms) => {
    const key = `${kind}:${idx}`;
    if (early.delete(key)) return Promise.resolve();
    return withTimeout(new Promise((res) => waiting.set(key, res)), ms, key);
  };
  const pageErrors = [];
  page.on('pageerror', (e) => pageErrors.push(String(e)));
  try {
    const ready = notified('ready', -1, 120000);
    if (trace) await browser.startTracing(undefined, { categories: LOAD_CATEGORIES });
    await page.goto(url, { waitUntil: 'commit', timeout: 120000 });
    await ready.catch((e) => {
      throw new Error(`${e.message}${pageErrors.length ? `; page errors: ${pageErrors.join(' | ')}` : ''}`);
    });
    const traced = trace ? await browser.stopTracing() : null;
    const mount = await page.evaluate(() => ({
      ready: window.__bench.ready,
      readyFrame: window.__bench.readyFrame,
      rowsInDom: window.__bench.rowsInDom,
      renderStart: performance.getEntriesByName('bench:render-start', 'mark')[0]?.startTime ?? null,
      marks: Object.fromEntries(performance.getEntriesByType('mark').map((m) => [m.name, m.startTime])),
      responseEnd: performance.getEntriesByType('navigation')[0]?.responseEnd ?? null,
      resources: [window.location.href, ...performance.getEntriesByType('resource').map((r) => r.name)],
      timing: performance.getEntriesByType('resource').map((r) => ({
        name: r.name,
        startTime: r.startTime,
        responseEnd: r.responseEnd,
        decodedBodySize: r.decodedBodySize,
      })),
    }));
    if (traced) return { mount, trace: traced, pageErrors };
    if (!type) {
      const sorts = sortClicks > 0 ? await sortByName(page, notified, sortClicks) : null;
      return { mount, keys: null, sorts, pageErrors };
    }
    const expected = await page.evaluate(
      (text) => Array.from(text, (_, i) => window.__benchCount(text.slice(0, i + 1))),
      SEARCH_TEXT,
    );
    if (expected.some((count) => count === 0)) throw new Error(`a prefix of "${SEARCH_TEXT}" matches no row`);
    const box = page.locator('input[placeholder="Search"]').first();
    await box.click({ timeout: 60000 });
    await sleep(100);
    const start = await page.evaluate((counts) => {
      const B = window.__bench;
      B.start = B.keys.length;
      B.expected = counts;
      B.recording = true;
      return B.start;
    }, expected);
    for (let i = 0; i < SEARCH_TEXT.length; i++) {
      const done = notified('key', start + i, 90000);
      done.catch(() => {}); // rejected while type() still runs: handled when awaited below
      await page.keyboard.type(SEARCH_TEXT[i]);
      await done;
      if (gap > 0) await sleep(gap);
    }
    const keys = await page.evaluate(
      ([a, b]) => {
        window.__bench.recording = false;
        return window.__bench.keys.slice(a, b);
      },
      [start, start + SEARCH_TEXT.length],
    );
    return { mount, keys, value: await box.inputValue(), pageErrors };
  } finally {
    if (trace) await browser.stopTracing().catch(() => {}); // after a failure inside the trace
    await context.close().catch(() => {});
  }
}

/** The JS and CSS a page loaded before it was ready, fetched again: raw and gzip -9 bytes. */
async function sizeOf(urls) {
  const out = { js: { raw: 0, gzip: 0, files: [] }, css: { raw: 0, gzip: 0, files: [] } };
  for (const url of urls) {
    const path = new URL(url).pathname;
    const kind = /\.m?js$/.test(path) ? 'js' : /\.css$/.test(path) ? 'css' : null;
    if (!kind) continue;
    const buffer = Buffer.from(await (await fetch(url)).arrayBuffer());
    const gzip = gzipSync(buffer, { level: 9 }).length;
    out[kind].files.push({ path, raw: buffer.length, gzip });
    out[kind].raw += buffer.length;
    out[kind].gzip += gzip;
  }
  return out;
}

const today = () => new Date().toISOString().slice(0, 10);
/** Click to re-sorted first row on screen, for the clicks that sort. */
const sortTimes = (sorts) => sorts.filter((s) => s.state !== 'none' && s.settle != null).map((s) => s.settle - s.t0);
const f = (x) => (x == null ? '-' : x.toFixed(1));

async function main() {
  const opt = parseArgs(process.argv.slice(2));
  const started = Date.now();
  let base = opt.base;
  let server = null;
  if (!base) ({ server, base } = await serveFolders({ ours: join(HERE, 'dist') }));
  if (!base.endsWith('/')) base += '/';
  const out = resolve(opt.out ?? join(HERE, 'results', `table-${opt.quick ? 'quick' : 'full'}-${today()}.json`));
  mkdirSync(dirname(out), { recursive: true });
  const browser = await launchChromium(opt.chromium);
  const version = browser.version();
  const configs = opt.cpu.flatMap((cpu) => opt.variants.map((v) => ({ variant: v.name, path: v.path, cpu })));
  const acc = new Map(configs.map((c) => [`${c.variant}|${c.cpu}`, { ...c, trials: [], errors: [] }]));
  const sizes = {};
  let breakdown = null;
  const progress = (line) => process.stderr.write(`${line}\n`);
  progress(`table bench: ${configs.length} configurations x ${opt.repeats} loads, base ${base}, chromium ${version}`);
  try {
    for (const v of opt.variants) {
      const warm = await trial(browser, { url: new URL(v.path, base).href, cpu: 1, type: false, gap: opt.gap });
      sizes[v.name] = await sizeOf(warm.mount.resources);
    }
    for (let r = 0; r < opt.repeats; r++) {
      for (const c of configs) {
        const a = acc.get(`${c.variant}|${c.cpu}`);
        try {
          const t = await trial(browser, {
            url: new URL(c.path, base).href,
            cpu: c.cpu,
            type: r < opt.typeLoads,
            sortClicks: opt.sortClicks,
            gap: opt.gap,
          });
          a.trials.push(t);
          const key = t.keys ? `, key ${f(median(t.keys.map((k) => k.frame - k.t0)))} ms` : '';
          const sort = t.sorts ? `, sort ${f(median(sortTimes(t.sorts)))} ms` : '';
          progress(
            `[${r + 1}/${opt.repeats}] ${c.variant} cpu=${c.cpu}x: first rows ${f(t.mount.readyFrame)} ms${key}${sort}`,
          );
        } catch (e) {
          a.errors.push(String(e.message ?? e));
          progress(`[${r + 1}/${opt.repeats}] ${c.variant} cpu=${c.cpu}x: FAILED ${e.message ?? e}`);
        }
      }
    }
    const traced = opt.variants.find((v) => v.name === opt.trace);
    if (traced) {
      const t = await trial(browser, { url: new URL(traced.path, base).href, cpu: 1, type: false, trace: true });
      writeFileSync(`${out}.trace.json.gz`, gzipSync(t.trace));
      breakdown = {
        variant: traced.name,
        cpu: 1,
        categories: LOAD_CATEGORIES,
        ...firstRowsBreakdown(traceEvents(t.trace), {
          ...t.mount,
          readyFrame: t.mount.readyFrame,
          resources: t.mount.timing,
        }),
      };
      progress(`traced load of ${traced.name}: first rows ${f(t.mount.readyFrame)} ms, trace ${out}.trace.json.gz`);
    }
  } finally {
    await browser.close();
    server?.close();
  }

  const results = [...acc.values()].map((a) => {
    const keys = a.trials.flatMap((t) => t.keys ?? []);
    const sorts = a.trials.flatMap((t) => t.sorts ?? []);
    return {
      variant: a.variant,
      path: a.path,
      cpu: a.cpu,
      loads: a.trials.length,
      errors: a.errors,
      pageErrors: [...new Set(a.trials.flatMap((t) => t.pageErrors))],
      rowsInDom: a.trials[0]?.mount.rowsInDom ?? null,
      mount: {
        frame: summary(a.trials.map((t) => t.mount.readyFrame)),
        ready: summary(a.trials.map((t) => t.mount.ready)),
        render: summary(a.trials.map((t) => t.mount.ready - t.mount.renderStart)),
      },
      // header clicks that sort (ascending or descending) and those that restore the rows' own order
      sort: summary(sortTimes(sorts)),
      unsort: summary(sorts.filter((s) => s.state === 'none' && s.settle != null).map((s) => s.settle - s.t0)),
      sortClicks: sorts.length,
      unsettledSorts: sorts.filter((s) => s.settle == null).length,
      keys: {
        frame: summary(keys.map((k) => k.frame - k.t0)),
        settle: summary(keys.filter((k) => k.settle != null).map((k) => k.settle - k.t0)),
        work: summary(keys.filter((k) => k.work != null).map((k) => k.work - k.t0)),
        queue: summary(keys.map((k) => k.handler - k.t0)),
        unsettled: keys.filter((k) => k.settle == null).length,
        finalValue: a.trials.findLast((t) => t.keys)?.value ?? null,
      },
      // per typed character, over the typing loads: how many rows match after it, median frame and settle
      byKey: Array.from(SEARCH_TEXT, (char, i) => {
        const at = a.trials.filter((t) => t.keys?.[i]).map((t) => t.keys[i]);
        return {
          char,
          rows: at[0]?.expected ?? null,
          frame: r1(median(at.map((k) => k.frame - k.t0))),
          settle: r1(median(at.filter((k) => k.settle != null).map((k) => k.settle - k.t0))),
        };
      }),
    };
  });
  const doc = {
    meta: {
      date: new Date().toISOString(),
      machine: { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model, memGiB: Math.round(os.totalmem() / 2 ** 30) },
      loadAverage: os.loadavg().map(r1),
      node: process.version,
      chromium: version,
      chromiumArgs: CHROMIUM_ARGS,
      base,
      options: { ...opt, variants: opt.variants },
      searchText: SEARCH_TEXT,
      durationS: Math.round((Date.now() - started) / 1000),
      units: 'milliseconds; sizes in bytes (gzip = zlib level 9)',
    },
    sizes,
    results,
    breakdown,
  };
  writeFileSync(`${out}.tmp`, `${JSON.stringify(doc, null, 2)}\n`);
  renameSync(`${out}.tmp`, out);

  console.log(
    `\nChromium ${version}. first rows: median of ${opt.repeats} loads; keys: ${SEARCH_TEXT.length} per typing load ` +
      `in ${Math.min(opt.typeLoads, opt.repeats)} loads, median / p95; all ms\n`,
  );
  console.log(
    '| variant | cpu | first rows | render | rows in DOM | key frame | key work | key settled | sort | JS gzip KiB |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const r of results) {
    console.log(
      `| ${r.variant}${r.errors.length ? ` (${r.errors.length} failed)` : ''} | ${r.cpu}x | ${f(r.mount.frame.median)} | ` +
        `${f(r.mount.render.median)} | ${r.rowsInDom ?? '-'} | ${f(r.keys.frame.median)} / ${f(r.keys.frame.p95)} | ` +
        `${f(r.keys.work.median)} | ${f(r.keys.settle.median)} / ${f(r.keys.settle.p95)} | ${f(r.sort.median)} | ` +
        `${sizes[r.variant] ? (sizes[r.variant].js.gzip / 1024).toFixed(1) : '-'} |`,
    );
  }
  console.log(`\nwrote ${out} (${doc.meta.durationS} s)`);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
