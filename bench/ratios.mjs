// Turns one run's results (form harness JSON + table JSON) into the Markdown ratio tables bench/README.md quotes.
//   node bench/ratios.mjs results/form-quick-<date>.json results/table-quick-<date>.json
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
    '| variant | cpu | first rows | key frame median | key frame p95 | key settled median | key settled p95 | JS gzip |',
    '|---|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const a of doc.results.filter((r) => r.variant !== baseline)) {
    const b = doc.results.find((r) => r.variant === baseline && r.cpu === a.cpu);
    if (!b) continue;
    lines.push(
      `| ${a.variant} | ${a.cpu}x | ${ratio(a.mount.frame.median, b.mount.frame.median)} | ` +
        `${ratio(a.keys.frame.median, b.keys.frame.median)} | ${ratio(a.keys.frame.p95, b.keys.frame.p95)} | ` +
        `${ratio(a.keys.settle.median, b.keys.settle.median)} | ${ratio(a.keys.settle.p95, b.keys.settle.p95)} | ` +
        `${ratio(doc.sizes[a.variant]?.js.gzip, doc.sizes[baseline]?.js.gzip)} |`,
    );
  }
  lines.push(
    '',
    'Absolute figures (ms; keys: median / p95; JS gzip in KiB):',
    '',
    '| variant | cpu | first rows | render | rows in DOM | key frame | key settled | JS gzip |',
    '|---|---:|---:|---:|---:|---:|---:|---:|',
    ...doc.results.map(
      (r) =>
        `| ${r.variant}${r.errors.length ? ` (${r.errors.length} failed)` : ''} | ${r.cpu}x | ${num(r.mount.frame.median)} | ` +
        `${num(r.mount.render.median)} | ${r.rowsInDom ?? '-'} | ${num(r.keys.frame.median)} / ${num(r.keys.frame.p95)} | ` +
        `${num(r.keys.settle.median)} / ${num(r.keys.settle.p95)} | ${doc.sizes[r.variant] ? kib(doc.sizes[r.variant].js.gzip) : '-'} |`,
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
  return lines.join('\n');
}

/** Both reports with a line naming the run. */
export function report(formDoc, tableDoc) {
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
  return parts.join('\n\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const docs = process.argv.slice(2).map((file) => JSON.parse(readFileSync(file, 'utf8')));
  if (docs.length === 0) {
    console.error('usage: node bench/ratios.mjs results/form-<...>.json results/table-<...>.json');
    process.exit(2);
  }
  const formDoc = docs.find((d) => d.results[0] && 'n' in d.results[0]);
  const tableDoc = docs.find((d) => d.results[0] && 'byKey' in d.results[0]);
  console.log(report(formDoc, tableDoc));
}
