// A new client signs up through all four steps, reading both codes from the development outbox, and lands on /onboarding.
import { otpFor, signUpToOnboarding, typeOtp } from './auth-helpers';
import { consoles, expect, test } from './fixtures';

test('a new goods exporter signs up with e-mail and mobile codes and lands on /onboarding', async ({
  page,
  problems,
}) => {
  await signUpToOnboarding(page, 'new', '9');
  await expect(page.getByRole('link', { name: 'Complete Onboarding' })).toBeHidden();
  expect(problems).toEqual([]);
});

test('an e-mail that is registered is told to sign in', async ({ page }) => {
  await page.goto(`${consoles.client()}/sign-up`);
  await page.getByText('Goods Exporter').click();
  await page.getByRole('textbox', { name: /^Email/ }).fill('exporter@demo.test');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('This email ID already exists. Please sign in!')).toBeVisible();
});

test('Skip on the password step goes straight to /onboarding', async ({ page }) => {
  const base = consoles.client();
  const email = `skip.${Date.now()}@demo.test`;
  await page.goto(`${base}/sign-up`);
  await page.getByText('Service Exporter').click();
  await page.getByRole('textbox', { name: /^Email/ }).fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await typeOtp(page, await otpFor(page.request, base, email));
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.getByRole('button', { name: 'Skip' }).click();
  await expect(page).toHaveURL(/\/onboarding$/);
});
