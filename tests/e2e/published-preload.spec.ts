// Issue 34: a page names a declaration in force by its published module in its preloads, so the browser fetches that
// module once, with the page, and never the built chunk it replaces; after the test the table is rolled back.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { signInByPassword } from './auth-helpers';
import { consoles, expect, test } from './fixtures';
import { signedInAnalyst } from './lab-helpers';

const TABLE = JSON.parse(readFileSync('schemas/tables/incoterms.table.json', 'utf8')) as {
  columns: { header: string }[];
};
/** The built chunk of the incoterms table, from the manifest of the build under test (tests/global-setup.ts). */
const BUILT = `/${
  JSON.parse(readFileSync(join(process.env.DIST_DIR || 'dist', '.vite', 'manifest.json'), 'utf8'))[
    'virtual:table/incoterms'
  ].file
}`;
const PRELOAD = /<link rel="modulepreload" crossorigin href="(\/published\/table\/incoterms\.\d+\.[0-9a-f]{12}\.js)">/;

test('a published table is preloaded as its module, fetched once, and its built chunk never', async ({
  page,
  browser,
  problems,
}) => {
  const { problems: analystProblems, lab } = await signedInAnalyst(browser);
  const next = structuredClone(TABLE);
  next.columns[0]!.header = 'Incoterm';
  const published = await lab('publish', { kind: 'table', declaration: next, comment: 'The first column named' });
  expect(published.responseCode, published.message).toBe(200);
  try {
    await signInByPassword(page, consoles.admin(), 'admin@demo.test');
    await expect(page).toHaveURL(/\/dashboard$/);
    const scripts: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.endsWith('.js')) scripts.push(path);
    });
    const html = await (await page.goto(`${consoles.admin()}/incoterms`))!.text();
    const url = PRELOAD.exec(html)?.[1];
    expect(url, 'the page preloads the published module').toBeDefined();
    expect(html).not.toContain(BUILT);
    await expect(page.getByRole('columnheader', { name: /^Incoterm\b(?!s)/ })).toBeVisible();
    expect(scripts.filter((path) => path === url)).toHaveLength(1);
    expect(scripts).not.toContain(BUILT);
  } finally {
    const back = await lab('rollback', { kind: 'table', id: 'incoterms', version: 0, comment: 'Back to the file' });
    expect(back.responseCode, back.message).toBe(200);
  }
  expect([...problems, ...analystProblems]).toEqual([]);
});
