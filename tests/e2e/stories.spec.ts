// Every story of the built Storybook renders in Chromium without an error and without a serious or critical axe-core violation.
import type { BrowserContext, Page } from '@playwright/test';
import type { AxeResults, Result } from 'axe-core';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { CONTEXT } from '../chromium';
import { expect, test, watchProblems } from './fixtures';

const index = JSON.parse(readFileSync('storybook-static/index.json', 'utf8')) as {
  entries: Record<string, { id: string; type: string; title: string; name: string }>;
};
const stories = Object.values(index.entries).filter((entry) => entry.type === 'story');

/** axe-core's own script, put in the preview once and run there for each story. */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Impacts that fail a story; moderate and minor ones are left to review. */
const BLOCKING = ['serious', 'critical'];

/** axe rules not run, each with the reason it does not apply to a story (none today). */
const SKIPPED_RULES: Record<string, string> = {};

test('the Storybook has stories', () => {
  expect(stories.length).toBeGreaterThan(0);
});

// One preview for every story: the first is opened by its address, each next one is shown the way Storybook's own
// sidebar shows it (the preview's channel), so the preview's scripts and axe-core are loaded and compiled once rather
// than for each of some 400 stories. The preview unmounts one story before it renders the next.
let context: BrowserContext;
let page: Page;
let problems: string[];
let shown: string | undefined;
test.beforeAll(async ({ browser }) => {
  context = await browser.newContext(CONTEXT);
  page = await context.newPage();
  problems = watchProblems(page);
});
test.afterAll(() => context.close());

/** What the preview said of showing the story: 'rendered', or the event that says it did not. */
async function show(id: string): Promise<string> {
  if (shown === undefined) {
    await page.goto(`${process.env.E2E_STORYBOOK_URL}/iframe.html?id=${id}&viewMode=story`);
    await page.waitForFunction(() => '__STORYBOOK_ADDONS_CHANNEL__' in window);
    await page.evaluate(AXE_SOURCE);
    shown = id;
    return 'rendered';
  }
  shown = id;
  return page.evaluate(
    (storyId) =>
      new Promise<string>((resolve) => {
        type Channel = {
          on(event: string, listener: () => void): void;
          off(event: string, listener: () => void): void;
        };
        const channel = (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: Channel }).__STORYBOOK_ADDONS_CHANNEL__;
        const outcomes = [
          'storyRendered',
          'storyErrored',
          'storyThrewException',
          'storyMissing',
          'playFunctionThrewException',
        ];
        const listeners = outcomes.map((outcome) => {
          const listener = () => {
            outcomes.forEach((event, at) => channel.off(event, listeners[at]));
            resolve(outcome === 'storyRendered' ? 'rendered' : outcome);
          };
          channel.on(outcome, listener);
          return listener;
        });
        (channel as unknown as { emit(event: string, payload: unknown): void }).emit('setCurrentStory', {
          storyId,
          viewMode: 'story',
        });
      }),
    id,
  );
}

const describe = (violation: Result) =>
  `${violation.id} (${violation.impact}): ${violation.help}\n${violation.nodes
    .map((node) => `    ${node.target.join(' ')}${node.any[0] ? ` (${node.any[0].message})` : ''}`)
    .join('\n')}`;

for (const story of stories) {
  test(`story ${story.title} / ${story.name} renders`, async () => {
    problems.length = 0;
    expect(await show(story.id)).toBe('rendered');
    const root = page.locator('#storybook-root');
    await expect(root).not.toBeEmpty();
    await expect(page.locator('.sb-errordisplay')).toBeHidden();
    // Settled: no loader (a wizard's load, a form's widgets) and no submit still to be pressed (the errors stories).
    await expect(root.locator('[data-story-pending], [aria-label^="Loading"]')).toHaveCount(0);
    expect(problems).toEqual([]);

    const { violations } = await page.evaluate(
      (skipped) =>
        (window as unknown as { axe: { run: (...args: unknown[]) => Promise<AxeResults> } }).axe.run(
          { include: ['#storybook-root'] },
          { resultTypes: ['violations'], rules: Object.fromEntries(skipped.map((rule) => [rule, { enabled: false }])) },
        ),
      Object.keys(SKIPPED_RULES),
    );
    const blocking = violations.filter((violation) => BLOCKING.includes(violation.impact ?? '')).map(describe);
    expect(blocking, `axe-core found serious or critical violations:\n${blocking.join('\n')}`).toEqual([]);
  });
}
