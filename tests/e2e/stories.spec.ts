// Every story of the built Storybook renders in Chromium without an error.
import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';

const index = JSON.parse(readFileSync('storybook-static/index.json', 'utf8')) as {
  entries: Record<string, { id: string; type: string; title: string; name: string }>;
};
const stories = Object.values(index.entries).filter((entry) => entry.type === 'story');

test('the Storybook has stories', () => {
  expect(stories.length).toBeGreaterThan(0);
});

for (const story of stories) {
  test(`story ${story.title} / ${story.name} renders`, async ({ page, problems }) => {
    await page.goto(`${process.env.E2E_STORYBOOK_URL}/iframe.html?id=${story.id}&viewMode=story`);
    const root = page.locator('#storybook-root');
    await expect(root).not.toBeEmpty();
    await expect(page.locator('.sb-errordisplay')).toBeHidden();
    expect(problems).toEqual([]);
  });
}
