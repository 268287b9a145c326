// The admin console's back-office screens do not exist in the client console: their paths meet the unknown-path redirect.
import { signInByPassword } from './auth-helpers';
import { consoles, expect, test } from './fixtures';

const BACK_OFFICE = [
  { path: '/role', title: 'Role' },
  { path: '/access', title: 'Access' },
  { path: '/onboarding-list', title: 'Client Onboarding' },
];

test('a client user typing an admin screen path is sent to /sign-in, with no call refused', async ({
  page,
  problems,
}) => {
  const refused: string[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/api/') && response.status() === 403) {
      refused.push(`${response.request().method()} ${response.url()}`);
    }
  });
  await signInByPassword(page, consoles.client(), 'exporter@demo.test');
  await expect(page).toHaveURL(/\/dashboard$/);
  for (const { path, title } of BACK_OFFICE) {
    await page.goto(`${consoles.client()}${path}`);
    await expect(page).toHaveURL(/\/sign-in$/);
    await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
    await expect(page.getByRole('heading', { name: title, exact: true })).toHaveCount(0);
    await expect(page.getByRole('table')).toHaveCount(0);
  }
  expect(refused).toEqual([]);
  expect(problems).toEqual([]);
});

test('the admin still opens the same paths in the admin console', async ({ page }) => {
  await signInByPassword(page, consoles.admin(), 'admin@demo.test');
  await expect(page).toHaveURL(/\/dashboard$/);
  for (const { path, title } of BACK_OFFICE) {
    await page.goto(`${consoles.admin()}${path}`);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('banner').getByRole('heading', { name: title, exact: true })).toBeVisible();
  }
});
