// The frame around guarded screens (spec 1 section 2.2) in the browser: the sidebar's parent entries open and close
// their child menus by keyboard, the current page is marked, and a narrow screen hides the sidebar behind the menu button.
import { signInByPassword } from './auth-helpers';
import { consoles, expect, test } from './fixtures';

test('a parent entry opens its child menu by keyboard, and opens by itself while a child is the current page', async ({
  page,
  problems,
}) => {
  await signInByPassword(page, consoles.admin(), 'admin@demo.test');
  await expect(page).toHaveURL(/\/dashboard$/);
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  const onboarding = nav.getByRole('button', { name: 'Onboarding' });
  const client = nav.getByRole('link', { name: 'Client', exact: true });
  await expect(onboarding).toHaveAttribute('aria-expanded', 'false');
  await expect(client).toBeHidden();
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');

  await onboarding.focus();
  await page.keyboard.press('Enter');
  await expect(onboarding).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab');
  await expect(client).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/onboarding-list$/);
  await expect(client).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current', 'page');

  await page.reload();
  await expect(nav.getByRole('button', { name: 'Onboarding' })).toHaveAttribute('aria-expanded', 'true');
  await expect(client).toBeVisible();
  await nav.getByRole('button', { name: 'Onboarding' }).click();
  await expect(client).toBeHidden();
  expect(problems).toEqual([]);
});

test('on a narrow screen the menu button shows and hides the sidebar', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signInByPassword(page, consoles.admin(), 'admin@demo.test');
  await expect(page).toHaveURL(/\/dashboard$/);
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  const toggle = page.getByRole('button', { name: 'Toggle menu' });
  await expect(nav).toBeHidden();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(nav).toBeVisible();
  await toggle.click();
  await expect(nav).toBeHidden();

  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(toggle).toBeHidden();
  await expect(nav).toBeVisible();
});

test("a guarded screen's page names the frame among its first files, which a signed-in load then uses", async ({
  page,
}) => {
  const html = await (await page.request.get(`${consoles.client()}/dashboard`)).text();
  const frame = /<link rel="modulepreload" crossorigin href="(\/assets\/frame-[\w-]+\.js)">/.exec(html)?.[1];
  expect(frame).toBeDefined();
  await signInByPassword(page, consoles.client(), 'exporter@demo.test');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  // The same file the link names is the one the frame ran from: the build's group chunk, not a module of its own.
  const loaded = await page.evaluate(
    (file) => ({
      linked: Boolean(document.querySelector(`link[rel="modulepreload"][href="${file}"]`)),
      used: performance.getEntriesByType('resource').some((entry) => entry.name.endsWith(file)),
    }),
    frame!,
  );
  expect(loaded).toEqual({ linked: true, used: true });
});
