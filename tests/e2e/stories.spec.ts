// Every story of the built Storybook renders in Chromium without an error and without a serious or critical axe-core violation.
import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { CONTEXT } from '../chromium';
import { expect, test, watchProblems } from './fixtures';

const index = JSON.parse(readFileSync('storybook-static/index.json', 'utf8')) as {
  entries: Record<string, { id: string; type: string; title: string; name: string }>;
};
const stories = Object.values(index.entries).filter((entry) => entry.type === 'story');

/** Impacts that fail a story; moderate and minor ones are left to review. */
const BLOCKING = ['serious', 'critical'];

/** axe rules not run, each with the reason it does not apply to a story (none today). */
const SKIPPED_RULES: Record<string, string> = {};

test('the Storybook has stories', () => {
  expect(stories.length).toBeGreaterThan(0);
});

// One page for every story, so Storybook's scripts are fetched and compiled once (the static server lets them be
// cached) rather than for each of some 300 stories in a fresh browser context.
let context: BrowserContext;
let page: Page;
let problems: string[];
test.beforeAll(async ({ browser }) => {
  context = await browser.newContext(CONTEXT);
  page = await context.newPage();
  problems = watchProblems(page);
});
test.afterAll(() => context.close());

for (const story of stories) {
  test(`story ${story.title} / ${story.name} renders`, async () => {
    problems.length = 0;
    await page.goto(`${process.env.E2E_STORYBOOK_URL}/iframe.html?id=${story.id}&viewMode=story`);
    const root = page.locator('#storybook-root');
    await expect(root).not.toBeEmpty();
    await expect(page.locator('.sb-errordisplay')).toBeHidden();
    // Settled: no loader (a wizard's load, a form's widgets) and no submit still to be pressed (the errors stories).
    await expect(root.locator('[data-story-pending], [aria-label^="Loading"]')).toHaveCount(0);
    expect(problems).toEqual([]);

    const { violations } = await new AxeBuilder({ page })
      .include('#storybook-root')
      .disableRules(Object.keys(SKIPPED_RULES))
      .analyze();
    const blocking = violations
      .filter((violation) => BLOCKING.includes(violation.impact ?? ''))
      .map(
        (violation) =>
          `${violation.id} (${violation.impact}): ${violation.help}\n${violation.nodes
            .map((node) => `    ${node.target.join(' ')}${node.any[0] ? ` (${node.any[0].message})` : ''}`)
            .join('\n')}`,
      );
    expect(blocking, `axe-core found serious or critical violations:\n${blocking.join('\n')}`).toEqual([]);
  });
}
