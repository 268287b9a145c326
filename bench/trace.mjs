// Reads Chromium traces for the bench drivers: the renderer main thread's tasks and what their time was spent on.
// Times in the functions below are trace milliseconds (the trace's microsecond `ts` / 1000).

/** Categories for a task-level trace (edit-measure.mjs): tasks, their top-level events and the page's marks. */
export const TASK_CATEGORIES = [
  'toplevel',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'blink.user_timing',
];
/** Categories for a load breakdown (table-measure.mjs): the above, script compile and evaluation, GC, loading. */
export const LOAD_CATEGORIES = [...TASK_CATEGORIES, 'v8.execute', 'v8', 'loading', 'disabled-by-default-v8.compile'];

/**
 * The events of a trace as Playwright's browser.stopTracing() returns it (JSON object or array), with each begin /
 * end ('B' / 'E') pair turned into one complete ('X') event, so that every span below has a ts and a dur.
 */
export function traceEvents(buffer) {
  const parsed = JSON.parse(buffer.toString('utf8'));
  const events = Array.isArray(parsed) ? parsed : parsed.traceEvents;
  const open = new Map();
  const out = [];
  for (const e of [...events].sort((a, b) => a.ts - b.ts)) {
    const thread = `${e.pid}:${e.tid}`;
    if (e.ph === 'B') {
      if (!open.has(thread)) open.set(thread, []);
      open.get(thread).push(e);
    } else if (e.ph === 'E') {
      const begin = open.get(thread)?.pop();
      if (begin) out.push({ ...begin, ph: 'X', dur: e.ts - begin.ts, args: { ...begin.args, ...e.args } });
    } else out.push(e);
  }
  return out;
}

/** The page's performance.mark(name) in the trace: its time and the thread it ran on (the renderer main thread). */
export function findMark(events, name) {
  const mark = events.find((e) => e.name === name && String(e.cat).includes('blink.user_timing'));
  if (!mark) throw new Error(`mark ${name} is not in the trace`);
  return { at: mark.ts / 1000, thread: { pid: mark.pid, tid: mark.tid } };
}

const on = (thread) => (e) => e.pid === thread.pid && e.tid === thread.tid;
const isTask = (e) => e.ph === 'X' && (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask');

/** The thread's top-level tasks (a task nested in another, e.g. in a nested run loop, counts as its parent's). */
export function topTasks(events, thread) {
  const tasks = events.filter((e) => isTask(e) && on(thread)(e)).sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const top = [];
  for (const task of tasks) {
    const last = top.at(-1);
    if (!last || task.ts >= last.ts + last.dur) top.push(task);
  }
  return top.map((t) => ({ start: t.ts / 1000, end: (t.ts + t.dur) / 1000, event: t }));
}

/**
 * Task time between from and to (tasks cut at both ends), the longest task (cut the same way) and the task count.
 * `cpu` is the same tasks' thread time (`tdur`, cut in proportion): wall time less the time another process had the
 * core. CDP's CPU throttling keeps the thread busy, so at 4x thread time is throttled like wall time.
 */
export function taskTime(tasks, from, to) {
  let total = 0;
  let cpu = 0;
  let longest = { ms: 0, cpu: 0, task: null };
  let count = 0;
  for (const task of tasks) {
    const ms = Math.min(task.end, to) - Math.max(task.start, from);
    if (ms <= 0) continue;
    const taskCpu = ((task.event.tdur ?? task.event.dur) / 1000) * (ms / (task.end - task.start));
    total += ms;
    cpu += taskCpu;
    count += 1;
    if (ms > longest.ms) longest = { ms, cpu: taskCpu, task };
  }
  return { total, cpu, longest, count };
}

/** What kind of work an event's own time is (the first pattern its name matches), for the breakdowns. */
const KINDS = [
  ['GC', /GC|Scavenge|MarkCompact/],
  [
    'document (commit, HTML, preload scan)',
    /^(ParseHTML|HTMLDocumentParser|DocumentLoader|LocalWindowProxy|V8\.DeserializeContext|CommitLoad|Resource)/,
  ],
  [
    'parse and compile script',
    /^(v8\.compile|v8\.produce|v8\.deserialize|V8\.(Compile|Parse|PreParse|OffThread|Maglev|Optimize|Turbofan)|FlushInstructionCache)/,
  ],
  ['style', /^(UpdateLayoutTree|ParseAuthorStyleSheet|RecalculateStyles)$/],
  ['layout', /^Layout$/],
  ['paint and composite', /^(PrePaint|Paint|PaintImage|UpdateLayer|UpdateLayerTree|Layerize|CompositeLayers|Commit)$/],
  [
    'run script',
    /^(EvaluateScript|v8\.evaluateModule|FunctionCall|TimerFire|EventDispatch|RunMicrotasks|FireAnimationFrame|FireIdleCallback|v8\.run|v8\.callFunction|V8\.Execute|V8\.BytecodeBudgetInterrupt|ResizeObserver|IntersectionObserverController)/,
  ],
];
/** Anything else: a task's own time, its messages (mojo) and scheduling. */
export const kindOf = (name) => KINDS.find(([, pattern]) => pattern.test(name))?.[0] ?? 'other (task, messages)';

/**
 * The thread's busy time between from and to, split by kind: each complete ('X') event's own time (its duration less
 * its children's) goes to the kind of its name; a task's own time and its message handling go to 'other'.
 */
export function selfTimeByKind(events, thread, from, to) {
  const spans = events
    .filter((e) => e.ph === 'X' && e.dur > 0 && on(thread)(e))
    .map((e) => ({ name: e.name, start: e.ts / 1000, end: (e.ts + e.dur) / 1000 }))
    .filter((s) => s.end > from && s.start < to)
    .sort((a, b) => a.start - b.start || b.end - a.end);
  const byKind = {};
  const stack = [];
  const clip = (s) => Math.min(s.end, to) - Math.max(s.start, from);
  // own time = clipped duration less the clipped durations of direct children
  const own = new Map();
  for (const span of spans) {
    while (stack.length && stack.at(-1).end <= span.start) stack.pop();
    const parent = stack.at(-1);
    if (parent && span.end <= parent.end + 1e-6) own.set(parent, own.get(parent) - clip(span));
    else if (parent) continue; // overlaps its parent's end: a malformed event, ignored
    span.kind = kindOf(span.name);
    // style or layout that a script asked for in the middle of running (reading a size, scrolling) is forced
    if ((span.kind === 'style' || span.kind === 'layout') && stack.some((s) => s.kind === 'run script'))
      span.kind = 'style and layout forced by script';
    own.set(span, clip(span));
    stack.push(span);
  }
  for (const [span, ms] of own) if (ms > 0) byKind[span.kind] = (byKind[span.kind] ?? 0) + ms;
  return byKind;
}

/**
 * The outermost events of a known kind (script, style, layout, ...) inside a task that took at least minMs, longest
 * first: what a long task was doing, below the message plumbing that started it.
 */
export function taskContents(events, thread, task, minMs = 1) {
  const { start, end } = task;
  const inside = events
    .filter(
      (e) =>
        e.ph === 'X' &&
        on(thread)(e) &&
        e.ts / 1000 >= start &&
        (e.ts + e.dur) / 1000 <= end &&
        !kindOf(e.name).startsWith('other'),
    )
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const children = [];
  let reach = -Infinity;
  for (const e of inside) {
    if (e.ts < reach) continue;
    children.push(e);
    reach = e.ts + e.dur;
  }
  return children
    .filter((e) => e.dur / 1000 >= minMs)
    .sort((a, b) => b.dur - a.dur)
    .map((e) => ({ name: e.name, ms: Math.round(e.dur / 100) / 10, detail: detailOf(e) }));
}

const detailOf = (e) => {
  const data = e.args?.data ?? {};
  return data.type ?? data.functionName ?? (data.url ? data.url.split('/').pop() : undefined);
};
