// The Profile page (spec 3 sections 2.10 and 5) in the browser: name, phone and picture edited, the top bar showing
// them at once; a new phone only with the OTP sent to it; the phone rule; a non-image refused; the company shown in the
// client console only.
import type { Page } from '@playwright/test';
import { otpFor, signInByPassword, typeOtp } from './auth-helpers';
import { consoles, expect, test } from './fixtures';

/** Saves a new phone: the name is saved at once, the phone once the OTP sent to it is entered in the dialog. */
async function changePhone(page: Page, base: string, phone: string) {
  await page.getByRole('button', { name: 'Save' }).click();
  const dialog = page.getByRole('dialog', { name: 'Verify Mobile Number' });
  await expect(
    dialog.getByText(`Profile updated. Enter the OTP sent to ${phone} to change your mobile number.`),
  ).toBeVisible();
  // The dialog is open, so the code has been sent: the newest code to this number is this one.
  await typeOtp(page, await otpFor(page.request, base, phone));
  // A change a moment before may still show its notification: wait for it to close, so the one seen is this change's.
  const changed = page.getByText('Mobile number changed successfully');
  await expect(changed).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await expect(changed).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: /^Phone/ })).toHaveValue(phone);
}

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAYAAABytg0kAAAAEklEQVR42mP8z8BQz0AEYBxVSF8AWqQF/Rr4A7wAAAAASUVORK5CYII=',
  'base64',
);

test('a client edits the name, phone and picture, and the top bar shows them at once', async ({ page, problems }) => {
  await signInByPassword(page, consoles.client(), 'importer@demo.test');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('button', { name: 'Profile menu' }).click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('textbox', { name: /^Email/ })).toHaveValue('importer@demo.test');
  await expect(page.getByRole('tab', { name: 'Company' })).toBeVisible();
  // The Client Importer does not own the company profile: no logo upload is offered (the server refuses one too).
  await expect(page.getByText('Company Logo')).toHaveCount(0);

  const phone = page.getByRole('textbox', { name: /^Phone/ });
  await phone.fill('4123456789');
  await page.keyboard.press('Tab');
  await expect(page.getByText('Invalid Mobile Number')).toBeVisible();
  await phone.fill('5123456789');
  await page.getByRole('textbox', { name: /^First Name/ }).fill('Farida');
  await page.keyboard.press('Tab');
  await changePhone(page, consoles.client(), '5123456789');
  await expect(page.getByRole('banner').getByText(/^Farida /)).toBeVisible();
  await page.getByRole('textbox', { name: /^Last Name/ }).fill('Khanum');
  await page.keyboard.press('Tab');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Profile updated successfully')).toBeVisible();
  await expect(page.getByRole('banner').getByText('Farida Khanum')).toBeVisible();

  const refused = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: /Profile Picture/ }).click();
  await (
    await refused
  ).setFiles({ name: 'me.png', mimeType: 'image/png', buffer: Buffer.from('%PDF-1.7 not an image') });
  await expect(page.getByText('Invalid file type')).toBeVisible();
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: /Profile Picture/ }).click();
  await (await chooser).setFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('banner').locator('img')).toHaveAttribute('src', /^data:image\/png/);

  await page.getByRole('tab', { name: 'Company' }).click();
  await expect(page.getByText('Malabar Spice Imports')).toBeVisible();

  // Leave the shared demo user as it was: other specs sign in with this phone and name.
  await page.getByRole('tab', { name: 'Details' }).click();
  await page.getByRole('textbox', { name: /^Phone/ }).fill('9876500002');
  await page.getByRole('textbox', { name: /^First Name/ }).fill('Farah');
  await page.getByRole('textbox', { name: /^Last Name/ }).fill('Khan');
  await page.keyboard.press('Tab');
  await changePhone(page, consoles.client(), '9876500002');
  await expect(page.getByRole('banner').getByText('Farah Khan')).toBeVisible();
  expect(problems).toEqual([]);
});

test('the company logo upload is offered to the roles that own the company profile', async ({ page, problems }) => {
  await signInByPassword(page, consoles.client(), 'backoffice@demo.test');
  await expect(page.getByRole('button', { name: 'Profile menu' })).toBeVisible();
  await page.goto(`${consoles.client()}/profile`);
  await expect(page.getByRole('textbox', { name: /^Email/ })).toHaveValue('backoffice@demo.test');
  await expect(page.getByRole('button', { name: /Company Logo/ })).toBeVisible();
  expect(problems).toEqual([]);
});

test('the admin console shows no company fields', async ({ page }) => {
  await signInByPassword(page, consoles.admin(), 'admin@demo.test');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto(`${consoles.admin()}/profile`);
  await expect(page.getByRole('textbox', { name: /^Email/ })).toHaveValue('admin@demo.test');
  await expect(page.getByRole('tab', { name: 'Company' })).toHaveCount(0);
  await expect(page.getByText('Company Logo')).toHaveCount(0);
});
