// Whole-edit benchmark (issue 13, item 3): main-thread task time and longest task of one edit on each form page.
//
//   node bench/run.mjs --only edit              # the usual way: run.mjs builds, prepares the anchor and serves
//   node bench/edit-measure.mjs --base http://127.0.0.1:PORT/ [--quick]
//
// One edit: once the page marked bench:form-ready and 500 ms passed, the first field (#root_f0) is clicked; 300 ms
// later the window opens (mark bench:edit-start) and 20 characters are typed one at a time, each key followed by a
// 50-60 ms wait (deterministic: 50 + (7 i mod 11) ms after key i was dispatched and acknowledged), then 800 ms of
// pause, Tab, 800 ms of wait, and the window closes (mark bench:edit-end). A Chromium trace over the window gives
// every task of the renderer main thread (RunTask events), cut at the two marks: their total and the longest.
//
// Options (all optional):
//   --base URL            where the pages are (default: serve bench/dist under /ours/ only, variant ours)
//   --variants a=p,b=p    default ours=ours/form.html,rjsf=anchor/rjsf.html,hand=anchor/hand.html
//   --n 150,600           field counts          --cpu 1,4      CDP CPU throttling rates
//   --repeats 5           page loads per configuration, each in a fresh browser context (--quick: 3)
//   --chromium PATH       default /usr/bin/chromium
//   --out FILE            default bench/results/edit-<full|quick>-<YYYY-MM-DD>.json
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_ARGS, freshPage, launchChromium } from './browser.mjs';
import { readFlags } from './flags.mjs';
import { TYPED_TEXT } from './fixtures/schema.mjs';
import { serveFolders } from './static-server.mjs';
import { pairedRatio, r1, ratioInterval, summary } from './stats.mjs';
import { findMark, selfTimeByKind, TASK_CATEGORIES, taskContents, taskTime, topTasks, traceEvents } from './trace.mjs';

const HERE = dirname(fileURLToPath(import.meta.url));
/** 20 characters, within f0's maxLength 20 and its pattern ^[a-z ]*$. */
const TEXT = TYPED_TEXT.slice(0, 20);
const gapAfter = (i) => 50 + ((7 * i) % 11);
const PAUSE = 800;
/** The bounds: ours at most this share of hand's task time; no task longer than LONG_TASK[cpu] ms. */
const MAX_SHARE_OF_HAND = 0.7;
const LONG_TASK = { 1: 50, 4: 200 };

function parseArgs(argv) {
  const o = readFlags(argv, {
    base: null,
    variants: 'ours=ours/form.html,rjsf=anchor/rjsf.html,hand=anchor/hand.html',
    n: '150,600',
    cpu: '1,4',
    repeats: null,
    chromium: '/usr/bin/chromium',
    out: null,
    quick: false,
  });
  return {
    ...o,
    variants: (o.base ? o.variants : 'ours=ours/form.html').split(',').map((v) => {
      const [name, ...rest] = v.split('=');
      return { name: name.trim(), path: rest.join('=').trim() };
    }),
    n: o.n.split(',').map(Number),
    cpu: o.cpu.split(',').map(Number),
    repeats: Number(o.repeats ?? (o.quick ? 3 : 5)),
  };
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** One load: wait for the form, then the edit inside a trace; returns the window's task figures. */
async function trial(browser, { url, cpu }) {
  const { context, page, cdp } = await freshPage(browser, cpu);
  const pageErrors = [];
  page.on('pageerror', (e) => pageErrors.push(String(e)));
  try {
    await page.goto(url, { waitUntil: 'commit', timeout: 120000 });
    await page.waitForFunction(() => performance.getEntriesByName('bench:form-ready').length > 0, null, {
      timeout: 120000,
    });
    await sleep(500);
    const field = page.locator('#root_f0');
    await field.click({ timeout: 60000 });
    await sleep(300);
    await cdp.send('Performance.enable');
    await browser.startTracing(undefined, { categories: TASK_CATEGORIES });
    await sleep(100);
    const metric = async () =>
      (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'TaskDuration').value * 1000;
    const before = await metric();
    await page.evaluate(() => performance.mark('bench:edit-start'));
    for (let i = 0; i < TEXT.length; i++) {
      await page.keyboard.type(TEXT[i]);
      await sleep(i < TEXT.length - 1 ? gapAfter(i) : PAUSE);
    }
    await page.keyboard.press('Tab');
    await sleep(PAUSE);
    await page.evaluate(() => performance.mark('bench:edit-end'));
    const after = await metric();
    const events = traceEvents(await browser.stopTracing());
    const start = findMark(events, 'bench:edit-start');
    const end = findMark(events, 'bench:edit-end');
    const tasks = topTasks(events, start.thread);
    const { total, cpu: onCpu, longest, count } = taskTime(tasks, start.at, end.at);
    const value = await field.inputValue();
    if (value !== TEXT) throw new Error(`the first field holds "${value}", not "${TEXT}"`);
    return {
      window: end.at - start.at,
      taskTime: total,
      taskCpu: onCpu,
      longestTask: longest.ms,
      longestTaskCpu: longest.cpu,
      longestAt: longest.task ? longest.task.start - start.at : null,
      longestContents: longest.task ? taskContents(events, start.thread, longest.task) : [],
      tasks: count,
      // where the window's main-thread time went: running script, style, layout, paint, ... (trace.mjs)
      byKind: selfTimeByKind(events, start.thread, start.at, end.at),
      taskDurationMetric: after - before,
      pageErrors,
    };
  } finally {
    await browser.stopTracing().catch(() => {}); // after a failure inside the window
    await context.close().catch(() => {});
  }
}

const today = () => new Date().toISOString().slice(0, 10);

/** What an interval of ours / hand says of the bound: the whole interval under it, over it, or neither. */
const reading = ([low, high]) =>
  high <= MAX_SHARE_OF_HAND ? 'holds' : low > MAX_SHARE_OF_HAND ? 'fails' : 'undecided';

/** The task times of the rounds both configurations completed, in round order. */
function pairsOf(ours, other) {
  const byRound = new Map(other.rounds.map((round, i) => [round, other.taskTimes[i]]));
  const kept = ours.rounds.map((round, i) => [ours.taskTimes[i], byRound.get(round)]).filter(([, y]) => y != null);
  return [kept.map(([x]) => x), kept.map(([, y]) => y)];
}

/** Per n and CPU rate: ours against hand and rjsf, and the pass / fail. */
function verdicts(results, ours = 'ours') {
  return results
    .filter((r) => r.variant === ours)
    .map((r) => {
      const of = (variant) => results.find((x) => x.variant === variant && x.n === r.n && x.cpu === r.cpu);
      const share = (other, figure = 'taskTime') =>
        other?.[figure].median ? r[figure].median / other[figure].median : null;
      const limit = LONG_TASK[r.cpu] ?? null;
      const hand = of('hand');
      // a 90 % bootstrap interval of the ratio: the bound holds when the whole interval is under it
      const interval = hand?.taskTimes ? ratioInterval(r.taskTimes, hand.taskTimes) : null;
      // and of the ratio of the loads of one round, which ran one after the other (stats.mjs, pairedRatio)
      const paired = hand?.rounds ? pairedRatio(...pairsOf(r, hand)) : null;
      return {
        n: r.n,
        cpu: r.cpu,
        oursOverHand: share(hand),
        oursOverRjsf: share(of('rjsf')),
        // the same on thread time, which leaves out the preemption of a busy machine (see trace.mjs)
        oursOverHandCpu: share(hand, 'taskCpu'),
        oursOverRjsfCpu: share(of('rjsf'), 'taskCpu'),
        taskTimePass: share(hand) == null ? null : share(hand) <= MAX_SHARE_OF_HAND,
        oursOverHandInterval: interval && interval.map((x) => Math.round(x * 1000) / 1000),
        taskTimeReading: interval && reading(interval),
        oursOverHandPaired: paired && Math.round(paired.ratio * 1000) / 1000,
        oursOverHandPairedInterval: paired && paired.interval.map((x) => Math.round(x * 1000) / 1000),
        pairedReading: paired && reading(paired.interval),
        longTaskLimit: limit,
        // "no task over": the longest task of every load; the median load as well, since one load preempted by
        // another process on this shared machine fails the strict reading
        longestTaskPass: limit == null ? null : r.longestTask.max <= limit,
        longestTaskMedianPass: limit == null ? null : r.longestTask.median <= limit,
      };
    });
}

async function main() {
  const opt = parseArgs(process.argv.slice(2));
  const started = Date.now();
  let base = opt.base;
  let server = null;
  if (!base) ({ server, base } = await serveFolders({ ours: join(HERE, 'dist') }));
  if (!base.endsWith('/')) base += '/';
  const out = resolve(opt.out ?? join(HERE, 'results', `edit-${opt.quick ? 'quick' : 'full'}-${today()}.json`));
  mkdirSync(dirname(out), { recursive: true });
  const browser = await launchChromium(opt.chromium);
  const version = browser.version();
  const configs = opt.cpu.flatMap((cpu) =>
    opt.n.flatMap((n) => opt.variants.map((v) => ({ variant: v.name, path: v.path, n, cpu }))),
  );
  const key = (c) => `${c.variant}|${c.n}|${c.cpu}`;
  const acc = new Map(configs.map((c) => [key(c), { ...c, trials: [], errors: [] }]));
  const progress = (line) => process.stderr.write(`${line}\n`);
  progress(`edit bench: ${configs.length} configurations x ${opt.repeats} loads, base ${base}, chromium ${version}`);
  try {
    // loads outermost, so a slow spell of the shared machine spreads over every configuration
    for (let r = 0; r < opt.repeats; r++) {
      for (const c of configs) {
        const a = acc.get(key(c));
        const url = new URL(c.path, base);
        url.searchParams.set('n', String(c.n));
        url.searchParams.set('live', '0');
        try {
          const t = await trial(browser, { url: url.href, cpu: c.cpu });
          a.trials.push({ ...t, round: r });
          progress(
            `[${r + 1}/${opt.repeats}] ${c.variant} n=${c.n} cpu=${c.cpu}x: tasks ${t.taskTime.toFixed(1)} ms ` +
              `(metric ${t.taskDurationMetric.toFixed(1)}), longest ${t.longestTask.toFixed(1)} ms`,
          );
        } catch (e) {
          a.errors.push(String(e.message ?? e));
          progress(`[${r + 1}/${opt.repeats}] ${c.variant} n=${c.n} cpu=${c.cpu}x: FAILED ${e.message ?? e}`);
        }
      }
    }
  } finally {
    await browser.close();
    server?.close();
  }

  const results = [...acc.values()].map((a) => {
    const worst = a.trials.reduce((w, t) => (!w || t.longestTask > w.longestTask ? t : w), null);
    return {
      variant: a.variant,
      path: a.path,
      n: a.n,
      cpu: a.cpu,
      loads: a.trials.length,
      errors: a.errors,
      pageErrors: [...new Set(a.trials.flatMap((t) => t.pageErrors))],
      window: summary(a.trials.map((t) => t.window)),
      taskTime: summary(a.trials.map((t) => t.taskTime)),
      // every load's task time and its round, for the intervals of the ratio (verdicts)
      taskTimes: a.trials.map((t) => r1(t.taskTime)),
      rounds: a.trials.map((t) => t.round),
      longestTask: summary(a.trials.map((t) => t.longestTask)),
      // thread time of the same tasks (see trace.mjs): at 1x, what is left once other processes' preemption is out
      taskCpu: summary(a.trials.map((t) => t.taskCpu)),
      longestTaskCpu: summary(a.trials.map((t) => t.longestTaskCpu)),
      taskDurationMetric: summary(a.trials.map((t) => t.taskDurationMetric)),
      tasks: summary(a.trials.map((t) => t.tasks)),
      // median own time by kind of work over the loads
      byKind: Object.fromEntries(
        [...new Set(a.trials.flatMap((t) => Object.keys(t.byKind)))].map((kind) => [
          kind,
          r1(summary(a.trials.map((t) => t.byKind[kind] ?? 0)).median),
        ]),
      ),
      // the longest task of all loads: when in the window it started and what it ran
      worstTask: worst && {
        ms: r1(worst.longestTask),
        cpuMs: r1(worst.longestTaskCpu),
        atMs: r1(worst.longestAt),
        contents: worst.longestContents.slice(0, 6),
      },
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
      options: { ...opt },
      text: TEXT,
      traceCategories: TASK_CATEGORIES,
      durationS: Math.round((Date.now() - started) / 1000),
      units: 'milliseconds of the renderer main thread (trace RunTask events cut at bench:edit-start / bench:edit-end)',
    },
    results,
    verdicts: verdicts(results),
  };
  writeFileSync(`${out}.tmp`, `${JSON.stringify(doc, null, 2)}\n`);
  renameSync(`${out}.tmp`, out);
  console.log(`\nwrote ${out} (${doc.meta.durationS} s)`);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
