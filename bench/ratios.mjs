// Turns one run's results (form harness, table and edit JSON) into the Markdown ratio tables bench/README.md quotes.
//   node bench/ratios.mjs results/form-quick-<date>.json results/table-quick-<date>.json results/edit-quick-<date>.json
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const num = (x) => (x == null ? '-' : x.toFixed(1));
const ratio = (a, b) => (a == null || b == null || b === 0 ? '-' : (a / b).toFixed(2));
const kib = (bytes) => (bytes / 1024).toFixed(1);

/** Form figures: ours against each other variant of the same run, per field count, live flag and CPU rate. */
export function formReport(doc, ours = 'ours') {
  const others = [...new Set(doc.results.map((r) => r.variant))].filter((v) => v !== ours);
  const find = (variant, r) =>
    doc.results.find((x) => x.variant === variant && x.n === r.n && x.live === r.live && x.cpu === r.cpu);
  const keyRatio = (a, b, stat) =>
    `${ratio(a.keys.first.frame[stat], b.keys.first.frame[stat])} / ${ratio(a.keys.last.frame[stat], b.keys.last.frame[stat])}`;
  const lines = [];
  for (const other of others) {
    lines.push(
      `**${ours} / ${other}** (below 1 = ours faster; key columns: first field / last field)`,
      '',
      '| n | live | cpu | mount | render | key frame median | key frame p95 | key work median |',
      '|---:|---:|---:|---:|---:|---:|---:|---:|',
    );
    for (const a of doc.results.filter((r) => r.variant === ours)) {
      const b = find(other, a);
      if (!b) continue;
      lines.push(
        `| ${a.n} | ${a.live} | ${a.cpu}x | ${ratio(a.mount.frame.median, b.mount.frame.median)} | ` +
          `${ratio(a.mount.render.median, b.mount.render.median)} | ${keyRatio(a, b, 'median')} | ${keyRatio(a, b, 'p95')} | ` +
          `${ratio(a.keys.first.work.median, b.keys.first.work.median)} / ${ratio(a.keys.last.work.median, b.keys.last.work.median)} |`,
      );
    }
    lines.push('');
  }
  lines.push(
    'Absolute figures (ms; key frame: median / p95, first field then last field):',
    '',
    '| variant | n | live | cpu | mount | render | f0 key frame | last key frame |',
    '|---|---:|---:|---:|---:|---:|---:|---:|',
    ...doc.results.map(
      (r) =>
        `| ${r.variant}${r.errors.length ? ` (${r.errors.length} failed)` : ''} | ${r.n} | ${r.live} | ${r.cpu}x | ` +
        `${num(r.mount.frame.median)} | ${num(r.mount.render.median)} | ` +
        `${num(r.keys.first.frame.median)} / ${num(r.keys.first.frame.p95)} | ${num(r.keys.last.frame.median)} / ${num(r.keys.last.frame.p95)} |`,
    ),
    '',
    `First-load JS and CSS (the files each page loaded before it was ready, n = ${doc.meta.options.n[0]}; KiB):`,
    '',
    `| variant | JS files | JS raw | JS gzip | JS gzip / ${ours} | CSS gzip |`,
    '|---|---:|---:|---:|---:|---:|',
    ...Object.entries(doc.sizes).map(
      ([v, s]) =>
        `| ${v} | ${s.js.files.length} | ${kib(s.js.raw)} | ${kib(s.js.gzip)} | ${ratio(s.js.gzip, doc.sizes[ours]?.js.gzip)} | ${kib(s.css.gzip)} |`,
    ),
  );
  return lines.join('\n');
}

/** Table figures: every variant against the baseline of the same run. */
export function tableReport(doc, baseline = 'baseline') {
  const lines = [
    `**variant / ${baseline}** (below 1 = faster than the plain table)`,
    '',
    '| variant | cpu | first rows | key frame median | key frame p95 | key settled median | key settled p95 | sort median | JS gzip |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const a of doc.results.filter((r) => r.variant !== baseline)) {
    const b = doc.results.find((r) => r.variant === baseline && r.cpu === a.cpu);
    if (!b) continue;
    lines.push(
      `| ${a.variant} | ${a.cpu}x | ${ratio(a.mount.frame.median, b.mount.frame.median)} | ` +
        `${ratio(a.keys.frame.median, b.keys.frame.median)} | ${ratio(a.keys.frame.p95, b.keys.frame.p95)} | ` +
        `${ratio(a.keys.settle.median, b.keys.settle.median)} | ${ratio(a.keys.settle.p95, b.keys.settle.p95)} | ` +
        `${ratio(a.sort?.median, b.sort?.median)} | ${ratio(doc.sizes[a.variant]?.js.gzip, doc.sizes[baseline]?.js.gzip)} |`,
    );
  }
  lines.push(
    '',
    'Absolute figures (ms; keys: median / p95; sort: median / max of the sorting clicks, then the median click back',
    'to the unsorted order; JS gzip in KiB):',
    '',
    '| variant | cpu | first rows | render | rows in DOM | key frame | key settled | sort | unsort | JS gzip |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...doc.results.map(
      (r) =>
        `| ${r.variant}${r.errors.length ? ` (${r.errors.length} failed)` : ''} | ${r.cpu}x | ${num(r.mount.frame.median)} | ` +
        `${num(r.mount.render.median)} | ${r.rowsInDom ?? '-'} | ${num(r.keys.frame.median)} / ${num(r.keys.frame.p95)} | ` +
        `${num(r.keys.settle.median)} / ${num(r.keys.settle.p95)} | ` +
        `${r.sort ? `${num(r.sort.median)} / ${num(r.sort.max)} (${r.sort.count})` : '-'} | ${num(r.unsort?.median)} | ` +
        `${doc.sizes[r.variant] ? kib(doc.sizes[r.variant].js.gzip) : '-'} |`,
    ),
    '',
    'Per typed character (medians, ms; rows = matching rows after the key):',
    '',
    `| key | rows | ${doc.results.map((r) => `${r.variant} ${r.cpu}x frame / settled`).join(' | ')} |`,
    `|---|---:|${doc.results.map(() => '---:').join('|')}|`,
    ...doc.results[0].byKey.map(
      (k, i) =>
        `| \`${k.char === ' ' ? '␣' : k.char}\` | ${k.rows ?? '-'} | ` +
        `${doc.results.map((r) => `${num(r.byKey[i].frame)} / ${num(r.byKey[i].settle)}`).join(' | ')} |`,
    ),
  );
  if (doc.breakdown) lines.push('', breakdownReport(doc.breakdown));
  return lines.join('\n');
}

/** The traced load of the table page: each phase to the first rows, the main thread's time in it by kind of work. */
export function breakdownReport(b) {
  const kinds = (byKind) =>
    Object.entries(byKind)
      .filter(([, ms]) => ms >= 0.5)
      .map(([kind, ms]) => `${kind} ${num(ms)}`)
      .join(', ');
  return [
    `Traced load of \`${b.variant}\` at ${b.cpu}x: first rows at ${num(b.firstRows)} ms (ms from navigation start; main ` +
      'thread by kind of work, own time of each trace event; idle = the main thread waited):',
    '',
    '| phase, until | what | from | ms | main thread | idle |',
    '|---|---|---:|---:|---|---:|',
    ...b.phases.map(
      (p) => `| ${p.until} | ${p.what} | ${num(p.from)} | ${num(p.ms)} | ${kinds(p.mainThread)} | ${num(p.idle)} |`,
    ),
    `| total | navigation start to first rows | 0.0 | ${num(b.firstRows)} | ${kinds(b.total)} | |`,
  ].join('\n');
}

const yes = (pass) => (pass == null ? '-' : pass ? 'yes' : 'no');

/** Whole-edit figures: ours against hand and rjsf per field count and CPU rate, and the issue's thresholds. */
export function editReport(doc, ours = 'ours') {
  const lines = [
    `**${ours} / hand and ${ours} / rjsf**, main-thread task time of one edit (medians over loads); the issue's bounds:`,
    `${ours} <= 0.7 x hand, no task over 50 ms at 1x and 200 ms at 4x (longest task: median load / worst load);`,
    'the 90 % bootstrap interval of ours / hand, and what it reads: holds (all of it at most 0.7), fails (all of it',
    'above) or undecided',
    '',
    '| n | cpu | ours / hand | interval | reading | ours / rjsf | <= 0.7 x hand | on CPU: ours / hand, / rjsf | ours longest task | limit | median load under | every load under |',
    '|---:|---:|---:|---|---|---:|---|---:|---:|---:|---|---|',
  ];
  for (const v of doc.verdicts) {
    const r = doc.results.find((x) => x.variant === ours && x.n === v.n && x.cpu === v.cpu);
    lines.push(
      `| ${v.n} | ${v.cpu}x | ${v.oursOverHand?.toFixed(2) ?? '-'} | ` +
        `${v.oursOverHandInterval ? v.oursOverHandInterval.map((x) => x.toFixed(2)).join('-') : '-'} | ` +
        `${v.taskTimeReading ?? '-'} | ${v.oursOverRjsf?.toFixed(2) ?? '-'} | ` +
        `${yes(v.taskTimePass)} | ${v.oursOverHandCpu?.toFixed(2) ?? '-'}, ${v.oursOverRjsfCpu?.toFixed(2) ?? '-'} | ` +
        `${num(r.longestTask.median)} / ${num(r.longestTask.max)} | ${v.longTaskLimit ?? '-'} | ` +
        `${yes(v.longestTaskMedianPass)} | ${yes(v.longestTaskPass)} |`,
    );
  }
  lines.push(
    '',
    'Absolute figures (ms; task time and its thread time on the CPU: median (min-max) over loads; longest task:',
    'median / max over loads, and what the longest of all loads ran, outermost trace events):',
    '',
    '| variant | n | cpu | task time | on CPU | longest task | tasks | longest of all: at ms, what |',
    '|---|---:|---:|---:|---:|---:|---:|---|',
    ...doc.results.map(
      (r) =>
        `| ${r.variant}${r.errors.length ? ` (${r.errors.length} failed)` : ''} | ${r.n} | ${r.cpu}x | ` +
        `${num(r.taskTime.median)} (${num(r.taskTime.min)}-${num(r.taskTime.max)}) | ${num(r.taskCpu.median)} | ` +
        `${num(r.longestTask.median)} / ${num(r.longestTask.max)} | ${r.tasks.median} | ` +
        `${r.worstTask ? `${num(r.worstTask.atMs)}: ${r.worstTask.contents.map((c) => `${c.name}${c.detail ? ` (${c.detail})` : ''} ${num(c.ms)}`).join(', ') || '-'}` : '-'} |`,
    ),
  );
  return lines.join('\n');
}

/** The reports of the results given, each with a line naming its run. */
export function report(formDoc, tableDoc, editDoc) {
  const parts = [];
  if (formDoc) {
    const m = formDoc.meta;
    parts.push(
      `### Form (${m.date.slice(0, 10)}, Chromium ${m.chromium}, ${m.machine.cpus} CPUs, ${m.options.repeats} load(s) per ` +
        `configuration, ${m.options.keys} keys per field in ${m.options.typeLoads} of them, took ${m.durationS} s)\n\n` +
        formReport(formDoc),
    );
  }
  if (tableDoc) {
    const m = tableDoc.meta;
    parts.push(
      `### Table (${m.date.slice(0, 10)}, Chromium ${m.chromium}, ${m.options.repeats} loads per variant, ` +
        `"${m.searchText}" typed in ${Math.min(m.options.typeLoads, m.options.repeats)} of them, took ${m.durationS} s)\n\n` +
        tableReport(tableDoc),
    );
  }
  if (editDoc) {
    const m = editDoc.meta;
    parts.push(
      `### Whole edit (${m.date.slice(0, 10)}, Chromium ${m.chromium}, ${m.options.repeats} loads per configuration, ` +
        `"${m.text}" typed into f0, 800 ms pause, Tab, 800 ms; load average ${m.loadAverage.join(' ')} at the end; ` +
        `took ${m.durationS} s)\n\n` +
        editReport(editDoc),
    );
  }
  return parts.join('\n\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const docs = process.argv.slice(2).map((file) => JSON.parse(readFileSync(file, 'utf8')));
  if (docs.length === 0) {
    console.error(
      'usage: node bench/ratios.mjs results/form-<...>.json results/table-<...>.json results/edit-<...>.json',
    );
    process.exit(2);
  }
  const formDoc = docs.find((d) => d.results[0] && 'live' in d.results[0]);
  const tableDoc = docs.find((d) => d.results[0] && 'byKey' in d.results[0]);
  const editDoc = docs.find((d) => d.results[0] && 'taskTime' in d.results[0]);
  console.log(report(formDoc, tableDoc, editDoc));
}
