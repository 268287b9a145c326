// Issue 34's published route's first load beside the built one: the business step's form (onboarding.business) and
// the wizard that names it, as the build's chunks and as the modules the server builds when the form is published
// (unchanged, and with the e2e's new field exportLicence), in bytes raw, gzip and brotli; then /onboarding's first
// load as scripts/first-load.ts measured it with the built modules, and with the published ones in their place.
//   npx vite build --outDir <dist> && DIST_DIR=<dist> npx tsx scripts/first-load.ts --only /onboarding --json <load.json>
//   DIST_DIR=<dist> node --import tsx bench/published-first-load.ts --first-load <load.json>
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { migrate } from '../server/db/migrate';
import { openPglite } from '../server/db/pglite';
import { readManifest } from '../server/plugins/route-preloads';
import { openDeclarationsInForce } from '../server/schema-lab/in-force';
import { fileVersion } from '../server/schema-lab/publish';
import { insertVersion } from '../server/schema-lab/versions';
import { seed } from '../server/seed/seed';
import { precompressFolder } from '../scripts/precompress';

const { values: args } = parseArgs({ options: { 'first-load': { type: 'string' } } });
const distDir = resolve(process.env.DIST_DIR ?? 'dist');
const FORM = 'onboarding.business';
const KIB = 1024;

/** A file's bytes raw and as the build's precompression writes it (gzip level 9, brotli quality 11). */
interface Sizes {
  raw: number;
  gzip: number;
  br: number;
}

/** Sizes of a file in a folder precompressed by scripts/precompress.ts: a copy not written was not smaller. */
function sizesIn(folder: string, name: string): Sizes {
  const size = (file: string) => {
    try {
      return statSync(join(folder, file)).size;
    } catch {
      return undefined;
    }
  };
  const raw = size(name)!;
  return { raw, gzip: size(`${name}.gz`) ?? raw, br: size(`${name}.br`) ?? raw };
}

/** Each code's sizes, compressed by the build's own precompression in a folder of its own. */
async function sizesOf(codes: Record<string, string>): Promise<Record<string, Sizes>> {
  const folder = mkdtempSync(join(tmpdir(), 'published-first-load-'));
  try {
    const names = Object.keys(codes).map((key, index) => [key, `module-${index}.js`] as const);
    for (const [key, name] of names) writeFileSync(join(folder, name), codes[key]!);
    await precompressFolder(folder);
    return Object.fromEntries(names.map(([key, name]) => [key, sizesIn(folder, name)]));
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** The business step with the e2e's new field: exportLicence, a string of at most 50 characters. */
function withExportLicence(): Record<string, unknown> {
  const form = structuredClone(fileVersion('form', FORM).document) as {
    schema: { properties: Record<string, object> };
    ui: { 'ui:order': string[] };
  };
  form.schema.properties.exportLicence = { type: 'string', title: 'Export Licence', maxLength: 50 };
  form.ui['ui:order'].push('exportLicence');
  return form;
}

/**
 * The modules the server serves (by `<kind>:<id>`) after each of two versions of the business step: version 1 the
 * file as it is, version 2 with exportLicence. Written to declaration_versions as a publish writes them (the publish
 * route refuses a version equal to the one in force), then read back by the same code every process serves with.
 */
async function publishedModules(): Promise<Record<'same' | 'exportLicence', Record<string, string>>> {
  const db = await openPglite(null);
  await migrate(db);
  await seed(db);
  const declarations = await openDeclarationsInForce(db, { pollMs: 3_600_000 });
  try {
    const { rows } = await db.query<{ user_id: string }>("SELECT user_id FROM users WHERE email = 'analyst@demo.test'");
    const publishAs = async (version: number, document: Record<string, unknown>) => {
      await db.transaction((tx) =>
        insertVersion(tx, {
          kind: 'form',
          id: FORM,
          version,
          document,
          diff: [],
          comment: 'Bench',
          authorId: rows[0]!.user_id,
        }),
      );
      await declarations.refresh();
      const { modules } = declarations.summary();
      return Object.fromEntries(Object.entries(modules).map(([key, url]) => [key, declarations.module(url)!.code]));
    };
    const same = await publishAs(1, fileVersion('form', FORM).document);
    const exportLicence = await publishAs(2, withExportLicence());
    return { same, exportLicence };
  } finally {
    declarations.close();
    await db.close();
  }
}

/** One row of /onboarding's first load as scripts/first-load.ts wrote it (`--json`). */
interface LoadRow {
  route: string;
  console: string;
  user: string;
  budget?: number;
  jsBytes: number;
  files: [string, number][];
}

const kib = (bytes: number) => (bytes / KIB).toFixed(1);
const cells = ({ raw, gzip, br }: Sizes) => `${raw} | ${gzip} | ${br}`;

async function main() {
  const manifest = readManifest(distDir);
  if (!manifest) throw new Error(`No manifest in ${distDir}/.vite: build first (npx vite build --outDir ${distDir})`);
  const published = await publishedModules();
  const keys = Object.keys(published.exportLicence).sort();
  const builtFile = (key: string) => manifest[`virtual:${key.replace(':', '/')}`]?.file;
  const [same, changed] = await Promise.all([sizesOf(published.same), sizesOf(published.exportLicence)]);
  const lines = [
    `Built: ${distDir}. Bytes raw | gzip (level 9) | brotli (quality 11), as scripts/precompress.ts writes them.`,
    '',
    '| module | built chunk | built raw | gzip | br | published, same declaration: raw | gzip | br | published with exportLicence: raw | gzip | br |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  for (const key of keys) {
    const file = builtFile(key);
    const built = file ? cells(sizesIn(distDir, file)) : '- | - | -';
    lines.push(`| ${key} | ${file ?? '(none)'} | ${built} | ${cells(same[key]!)} | ${cells(changed[key]!)} |`);
  }
  if (args['first-load']) {
    const { rows } = JSON.parse(readFileSync(args['first-load'], 'utf8')) as { rows: LoadRow[] };
    const row = rows.find((candidate) => candidate.route === '/onboarding' && candidate.console === 'client');
    if (!row) throw new Error(`${args['first-load']} has no /onboarding row of the client console`);
    // /published/ answers a module in brotli when the browser accepts it (Chromium does), as the build's files are sent.
    const replaced = keys.flatMap((key) => {
      const file = builtFile(key);
      const loaded = file && row.files.find(([path]) => path === `/${file}`);
      return loaded ? [{ key, wire: loaded[1] }] : [];
    });
    const withPublished = (sizes: Record<string, Sizes>, encoding: keyof Sizes) =>
      row.jsBytes + replaced.reduce((total, { key, wire }) => total + sizes[key]![encoding] - wire, 0);
    const budget = row.budget ?? Number.NaN;
    const verdict = (bytes: number) => `${kib(bytes)} | ${kib(budget)} | ${bytes <= budget ? 'yes' : 'no'}`;
    lines.push(
      '',
      `/onboarding (${row.console}, ${row.user}): in its first load, of these modules: ${replaced.map((entry) => entry.key).join(', ') || 'none'}.`,
      '',
      '| first load of /onboarding | JS on the wire KiB | budget KiB | within |',
      '| --- | ---: | ---: | --- |',
      `| built modules (scripts/first-load.ts, brotli) | ${verdict(row.jsBytes)} |`,
      `| published, same declaration (brotli) | ${verdict(withPublished(same, 'br'))} |`,
      `| published with exportLicence (brotli) | ${verdict(withPublished(changed, 'br'))} |`,
      `| published with exportLicence, to a browser accepting gzip only | ${verdict(withPublished(changed, 'gzip'))} |`,
    );
  }
  console.log(lines.join('\n'));
}

await main();
