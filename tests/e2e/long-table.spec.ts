// A master table of 1,000 rows on one page, in Chromium (its Storybook story): only the rows on screen are drawn, and
// scrolling by wheel, by keyboard or to the end brings the right rows, with the scroll height of all of them.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const STORY = 'tables-currency--long-list';

/** The drawn records' first cells (the spacers above and below have no cells). */
const drawnCodes = (page: Page) => page.getByRole('table').locator('tbody tr:has(td) td:first-child').allTextContents();

test.beforeEach(async ({ page }) => {
  await page.goto(`${process.env.E2E_STORYBOOK_URL}/iframe.html?id=${STORY}&viewMode=story`);
  await expect(page.getByRole('table')).toHaveAttribute('aria-rowcount', '1000');
});

test('draws a screenful of a thousand rows, in a scroller as tall as all of them', async ({ page, problems }) => {
  await expect(page.getByText('1000 records')).toBeVisible();
  const codes = await drawnCodes(page);
  expect(codes[0]).toBe('Country Code 1');
  expect(codes.length).toBeGreaterThan(10);
  expect(codes.length).toBeLessThan(40);
  const scroller = page.getByRole('table').locator('xpath=..');
  const heights = await scroller.evaluate((element) => ({ inner: element.scrollHeight, box: element.clientHeight }));
  expect(heights.box).toBeLessThanOrEqual(640);
  expect(heights.inner).toBeGreaterThan(1000 * 44);
  expect(problems).toEqual([]);
});

test('the wheel and the end of the list bring their rows, and the header stays', async ({ page }) => {
  const table = page.getByRole('table');
  await table.hover();
  await page.mouse.wheel(0, 44 * 500);
  await expect(page.getByRole('cell', { name: 'Country Code 501', exact: true })).toBeInViewport();
  expect((await drawnCodes(page)).length).toBeLessThan(40);
  await expect(page.getByRole('button', { name: /Country Code/ })).toBeInViewport();

  await table.locator('xpath=..').evaluate((element) => element.scrollTo({ top: element.scrollHeight }));
  await expect(page.getByRole('cell', { name: 'Country Code 1000', exact: true })).toBeInViewport();
  const codes = await drawnCodes(page);
  expect(codes.at(-1)).toBe('Country Code 1000');
  expect(codes).not.toContain('Country Code 1');
});

test('Tab goes on from row to row past the first screenful, each focused row in view', async ({ page }) => {
  await page
    .getByRole('row', { name: /Country Code 1 / })
    .getByRole('switch')
    .focus();
  for (let press = 0; press < 30; press += 1) await page.keyboard.press('Tab');
  const row = page.getByRole('row', { name: /Country Code 31 / });
  await expect(row.getByRole('switch')).toBeFocused();
  await expect(row).toBeInViewport();
});
