// Signing in and up as a user would, reading one-time codes from the development outbox.
import type { APIRequestContext, Page } from '@playwright/test';
import { consoles, expect } from './fixtures';

/** The newest code the server "sent" to this address or number. */
export async function otpFor(request: APIRequestContext, base: string, to: string): Promise<string> {
  let code: string | undefined;
  await expect(async () => {
    const { data } = (await (await request.get(`${base}/api/dev/outbox`)).json()) as {
      data: { to: string; otp?: string }[];
    };
    code = data.find((message) => message.to === to && message.otp)?.otp;
    expect(code).toBeTruthy();
  }).toPass({ timeout: 10_000 });
  return code!;
}

/** Types four digits into the OTP boxes. */
export async function typeOtp(page: Page, code: string) {
  await page.getByRole('textbox', { name: 'OTP digit 1' }).click();
  await page.keyboard.type(code);
}

/** Signs in with a one-time code in the console at base. */
export async function signInByOtp(page: Page, base: string, identifier: string) {
  await page.goto(`${base}/sign-in`);
  await page.getByRole('textbox', { name: /Email or Mobile Number/ }).fill(identifier);
  // The code is read once the server has answered, so an older message to the same number (a profile's mobile change)
  // is never taken for it.
  const sent = page.waitForResponse((response) => response.url().endsWith('/api/auth/otp/generate'));
  await page.getByRole('button', { name: 'Get OTP' }).click();
  await sent;
  await typeOtp(page, await otpFor(page.request, base, identifier.toLowerCase()));
  await page.getByRole('button', { name: 'Verify OTP' }).click();
}

/** Signs in with the password in the console at base. */
export async function signInByPassword(page: Page, base: string, email: string, password = 'Demo@2025') {
  await page.goto(`${base}/sign-in`);
  await page.getByRole('button', { name: 'Sign in with password' }).click();
  await page.getByRole('textbox', { name: /^Email/ }).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

/** Signs a new goods exporter up with both codes, a password and a mobile number, and lands on /onboarding. */
export async function signUpToOnboarding(page: Page, prefix: string, mobileFirst = '8') {
  const base = consoles.client();
  const email = `${prefix}.${Date.now()}@demo.test`;
  const mobile = `${mobileFirst}${String(Date.now()).slice(-9)}`;
  await page.goto(`${base}/sign-up`);
  await page.getByText('Goods Exporter').click();
  await page.getByRole('textbox', { name: /^Email/ }).fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await typeOtp(page, await otpFor(page.request, base, email));
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.getByLabel(/^Password/).fill('Export@2025');
  await page.getByLabel(/^Confirm Password/).fill('Export@2025');
  await page.getByRole('textbox', { name: /Mobile Number/ }).fill(mobile);
  await page.getByRole('button', { name: 'Continue' }).click();
  await typeOtp(page, await otpFor(page.request, base, mobile));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Registered successfully. Taking you to onboarding...')).toBeVisible();
  await expect(page).toHaveURL(/\/onboarding$/, { timeout: 10_000 });
}
