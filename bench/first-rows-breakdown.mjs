// Where the time to the first table rows goes: one traced cold load of the table page, cut at the page's marks.
import { findMark, selfTimeByKind } from './trace.mjs';

/** The points a load passes, by what the phase that ends there is (marks from bench/src/table-main.tsx). */
const POINTS = {
  responseEnd: 'the HTML document: request and response',
  'bench:module-start': "the page's script and CSS files: fetched, compiled and evaluated, to the page module's body",
  'bench:render-start': "the page module's top level (10,000 rows generated, count and sort helpers exposed)",
  'bench:rows-requested': "React's first render and commit, to the layout effect where SWR calls the list action",
  'bench:table-loading': 'the rest of that commit: the loader is in the DOM',
  'bench:rows-answered': "SWR's first answer: the action's promise settled, SWR's onSuccess",
  'bench:table-ready': 'React renders and commits the table with its rows (first cell in the DOM)',
  readyFrame: 'style, layout and paint of the first frame with rows, to the task after it',
};

const round = (x) => Math.round(x * 10) / 10;
const rounded = (byKind) =>
  Object.fromEntries(
    Object.entries(byKind)
      .sort(([, a], [, b]) => b - a)
      .map(([kind, ms]) => [kind, round(ms)]),
  );

/**
 * `page`: the marks (name -> performance.now() time), navigation timing's responseEnd, the first-rows frame and the
 * resource timing entries of that load; `events`: its trace. Returns the phases in time order, each with its wall
 * time, the main thread's time by kind of work, and idle time (waiting for the network or a timer), plus the files.
 */
export function firstRowsBreakdown(events, page) {
  const anchor = findMark(events, 'bench:render-start');
  const offset = anchor.at - page.marks['bench:render-start']; // trace ms at navigation start
  const at = { ...page.marks, responseEnd: page.responseEnd, readyFrame: page.readyFrame };
  const points = Object.keys(POINTS)
    .filter((name) => at[name] != null)
    .sort((a, b) => at[a] - at[b]);
  let from = 0;
  const phases = points.map((name) => {
    const to = at[name];
    const busy = selfTimeByKind(events, anchor.thread, offset + from, offset + to);
    const busyMs = Object.values(busy).reduce((sum, ms) => sum + ms, 0);
    const phase = {
      until: name,
      what: POINTS[name],
      from: round(from),
      to: round(to),
      ms: round(to - from),
      mainThread: rounded(busy),
      idle: round(Math.max(0, to - from - busyMs)),
    };
    from = to;
    return phase;
  });
  return {
    firstRows: round(page.readyFrame),
    phases,
    total: rounded(selfTimeByKind(events, anchor.thread, offset, offset + page.readyFrame)),
    files: page.resources.map((r) => ({
      file: r.name.split('/').pop(),
      start: round(r.startTime),
      end: round(r.responseEnd),
      kib: round(r.decodedBodySize / 1024),
    })),
  };
}
