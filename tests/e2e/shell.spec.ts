// Both consoles load the app under the strict CSP, route a visitor without a session to /sign-in, and keep /sign-up to the client.
import { consoles, expect, test } from './fixtures';

for (const kind of ['client', 'admin'] as const) {
  test(`the ${kind} console loads without script errors and sends an unknown path to /sign-in`, async ({
    page,
    problems,
  }) => {
    const response = await page.goto(`${consoles[kind]()}/somewhere/unknown`);
    expect(response?.headers()['content-security-policy']).not.toContain('unsafe-eval');
    await expect(page).toHaveURL(/\/sign-in$/);
    await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
    expect(await page.locator('meta[name="app-console"]').getAttribute('content')).toBe(kind);
    expect(problems).toEqual([]);
  });
}

test('a guarded route sends a visitor without a session to /sign-in', async ({ page, problems }) => {
  await page.goto(`${consoles.client()}/dashboard`);
  await expect(page).toHaveURL(/\/sign-in$/);
  expect(problems).toEqual([]);
});

test('/sign-up opens in the client console and redirects to /sign-in in the admin console', async ({ page }) => {
  await page.goto(`${consoles.client()}/sign-up`);
  await expect(page.getByRole('heading', { name: 'Sign Up' })).toBeVisible();
  await expect(page).toHaveURL(/\/sign-up$/);
  await page.goto(`${consoles.admin()}/sign-up`);
  await expect(page).toHaveURL(/\/sign-in$/);
});

test('the API answers in the envelope with the app version header', async ({ request }) => {
  const response = await request.get(`${consoles.admin()}/api/health`);
  expect(response.headers()['app-version']).toBeTruthy();
  expect(await response.json()).toMatchObject({ responseCode: 200, data: { console: 'admin' } });
});
