// Spec 2 sections 2.1-2.5 and 4: each onboarding wizard walked end to end in Chromium, and the bank validation's failures.
import type { Page } from '@playwright/test';
import { signInByPassword } from './auth-helpers';
import { consoles, expect, test } from './fixtures';
import {
  addDirectorFromCards,
  addOwner,
  fill,
  fillBank,
  fillBusiness,
  pdf,
  pick,
  says,
  upload,
} from './onboarding-helpers';

const session = (page: Page, key: string) => page.evaluate((name) => sessionStorage.getItem(name), key);
const next = (page: Page) => page.getByRole('button', { name: 'Next', exact: true }).click();
const saveAndNext = (page: Page) => page.getByRole('button', { name: 'Save & Next' }).click();

/** Validation dialogs, save, the move to review, Finish and the completion dialog. */
async function validateBankAndFinish(page: Page) {
  await saveAndNext(page);
  await expect(page.getByRole('dialog', { name: 'Validating Your Bank Account' })).toContainText(
    'Please wait a moment',
  );
  await says(page, 'Account added / updated successfully');
  await expect(page.getByRole('heading', { name: 'Bank Details' })).toBeVisible();
  await page.getByRole('button', { name: 'Finish', exact: true }).click();
  await says(page, 'Onboarding details submitted successfully');
  const done = page.getByRole('dialog', { name: 'Thank You for your Patience' });
  await expect(done).toContainText('successfully submitted your KYC documents and can expect to hear from us shortly');
  await done.getByRole('button', { name: 'Continue' }).click();
}

test('a Private Limited company completes the payments wizard and waits for approval on /shipment', async ({
  page,
  problems,
}) => {
  await signInByPassword(page, consoles.client(), 'onboard@demo.test');
  await expect(page).toHaveURL(/\/onboarding$/);
  await expect(page.getByRole('textbox', { name: /^First Name/ })).toHaveValue('Arjun');
  await page.getByRole('button', { name: 'Skip' }).click();
  const skip = page.getByRole('dialog', { name: 'Are you really want to skip this step?' });
  await expect(skip).toContainText(
    'Completing onboarding allows you to send invoices and receive payments seamlessly.',
  );
  await skip.getByRole('button', { name: 'Continue' }).click();
  await expect(skip).toBeHidden();
  await saveAndNext(page);
  await says(page, 'Personal details saved successfully');

  await expect(page.getByRole('textbox', { name: /^Business Legal Name/ })).toBeVisible();
  await saveAndNext(page);
  await says(page, 'Please fill all the required fields');
  await says(page, 'Please Upload GST Certificate');
  await fillBusiness(page, 'Konkan Exports Pvt Ltd', 'Private Limited');
  await saveAndNext(page);
  await says(page, 'Business details saved successfully');

  await expect(page.getByRole('status').filter({ hasText: 'Please add atleast 1 Beneficial Owner' })).toHaveText(
    'Please add atleast 1 Beneficial Owner, 2 Directors and 1 Business Representative to continue',
  );
  await next(page);
  await says(page, 'Please fill all required fields before proceeding.');
  await addOwner(page, 'Add Beneficial Owner', true);
  await says(page, 'Stakeholder added successfully');
  await expect(page.getByRole('button', { name: 'Add Beneficial Owner' })).toBeDisabled();
  await page.getByRole('button', { name: 'Add Director' }).click();
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await says(page, 'Please enter all the required details');
  await says(page, 'Please upload PAN file');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await addDirectorFromCards(page, 'BCDPM2345G', 'Meera Nair', true);
  await expect(page.getByRole('list', { name: 'Business Representative' })).toContainText('Meera Nair');
  await expect(page.getByRole('list', { name: 'Directors' })).toContainText('XXXXXX345G');
  await expect(page.getByRole('button', { name: 'Add Director' })).toBeDisabled();
  await expect(page.getByText('Please add atleast 1 Beneficial Owner')).toBeHidden();
  await next(page);

  await expect(page.getByRole('textbox', { name: /^Account Holder Name/ })).toHaveValue('KONKAN EXPORTS PVT LTD');
  await fillBank(page, '50100012345678');
  await validateBankAndFinish(page);
  await expect(page).toHaveURL(/\/shipment$/);
  expect(await session(page, 'clientStatus')).toBe('Approval_In_Progress');
  expect(await session(page, 'roleName')).toBe('Client Back-office Admin');
  await expect(page.getByText('Account activation is in progress...')).toBeVisible();
  expect(problems).toEqual([]);
});

test('a sole proprietor adds one Owner/Director and finishes', async ({ page }) => {
  await signInByPassword(page, consoles.client(), 'solo@demo.test');
  await saveAndNext(page);
  await fillBusiness(page, 'Patil Handicrafts', 'Sole Proprietor');
  await saveAndNext(page);
  await expect(page.getByText('Please add atleast 1 Owner/Director to continue')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Director' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Add Business Representative' })).toBeHidden();
  await addOwner(page, 'Add Beneficial Owner');
  await expect(page.getByRole('list', { name: 'Owner/Director' })).toContainText('Ravi Kumar');
  await page.getByRole('button', { name: 'Delete Ravi Kumar' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete' });
  await expect(confirm).toContainText('Are you sure? You want to delete this stakeholder');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await says(page, 'Stakeholder deleted successfully');
  await expect(page.getByText('No record found!')).toBeVisible();
  await addOwner(page, 'Add Beneficial Owner');
  await expect(page.getByRole('list', { name: 'Owner/Director' })).toContainText('Ravi Kumar');
  await next(page);
  await fillBank(page, '50100098765432');
  await validateBankAndFinish(page);
  await expect(page).toHaveURL(/\/shipment$/);
});

test('a Service Exporter onboards through the 4-step variant and lands on /receive-payments', async ({ page }) => {
  await signInByPassword(page, consoles.client(), 'freelancer@demo.test');
  await expect(page).toHaveURL(/\/onboarding$/);
  await expect(page.getByRole('button', { name: /Verification Details/ })).toBeVisible();
  await pick(page, /^Business Type/, 'Individual/Freelancer');
  await expect(page.getByRole('textbox', { name: /^Address Line 1/ })).toBeHidden();
  await fill(page, /^Website/, 'www.nehajoshi.example.com');
  await fill(page, /^Business Description/, 'Brand design for overseas clients');
  await expect(page.getByText('Is your business registered under GST?')).toBeVisible();
  await page.getByRole('radio', { name: 'No' }).check();
  await saveAndNext(page);
  await says(page, 'Business details saved successfully');

  await upload(page, /^PAN Card/, pdf('DEFPR4567J.pdf'));
  await expect(page.getByRole('textbox', { name: /^Name as per PAN/ })).toHaveValue('ANIKA RAO');
  await fill(page, 'Name', 'Neha Joshi');
  await fill(page, /^Name as per PAN/, 'NEHA JOSHI');
  await saveAndNext(page);
  await says(page, 'Name is not matching as per PAN');
  await fill(page, /^Name as per PAN/, 'ANIKA RAO');
  await saveAndNext(page);
  await says(page, 'Stakeholder added successfully');

  await expect(page.getByRole('radio', { name: 'EEFC Account' })).toBeHidden();
  await expect(page.getByRole('textbox', { name: /^Account Holder Name/ })).toHaveValue('NEHA JOSHI');
  await fillBank(page, '50100055555555');
  await validateBankAndFinish(page);
  await expect(page).toHaveURL(/\/receive-payments$/);
  expect(await session(page, 'roleName')).toBe('Service Exporter');
  expect(await session(page, 'clientStatus')).toBe('Approval_In_Progress');
});

test('a Document manager onboards through the documentation variant', async ({ page }) => {
  await signInByPassword(page, consoles.client(), 'kyb@demo.test');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('link', { name: 'Complete Onboarding' }).click();
  await expect(page.getByRole('button', { name: /KYB \/ KYC Details/ })).toBeVisible();
  await pick(page, /^Doing Business As/, 'Merchant');
  await pick(page, /^Company Type/, 'LLP');
  await fill(page, /^Business Legal Name/, 'Deccan Docs LLP');
  await saveAndNext(page);
  await says(page, 'Please upload IEC and GST files');
  await upload(page, /^GST Certificate/, pdf('gst.pdf'));
  await upload(page, /^IEC Certificate/, pdf('iec.pdf'));
  await fill(page, /^Address Line 1/, '4 Residency Road');
  await pick(page, /^State/, 'Karnataka');
  await fill(page, /^City/, 'Bengaluru');
  await fill(page, /^PIN/, '560025');
  await fill(page, /^Business Description/, 'Trade document services');
  await pick(page, /^Industry/, 'Handicrafts');
  await page.keyboard.press('Escape');
  await saveAndNext(page);
  await says(page, 'Business details saved successfully');

  await expect(page.getByText('Please add KYC Details to continue')).toBeVisible();
  await addDirectorFromCards(page, 'EFGPD5678K', 'Vikram Das');
  await says(page, 'Stakeholder added successfully');
  await next(page);
  await fillBank(page, '50100077777777');
  await validateBankAndFinish(page);
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(await session(page, 'clientStatus')).toBe('Approval_In_Progress');
});

test('a failed bank validation keeps every typed value, and a reload resumes where the user was', async ({ page }) => {
  await signInByPassword(page, consoles.client(), 'bankfail@demo.test');
  await saveAndNext(page);
  await fillBusiness(page, 'Verma Traders', 'Sole Proprietor');
  await saveAndNext(page);
  await addOwner(page, 'Add Beneficial Owner');
  await says(page, 'Stakeholder added successfully');
  await next(page);

  await fillBank(page, '50100012345503');
  await page.reload();
  await expect(page.getByRole('textbox', { name: /^Re-enter Account Number/ })).toHaveValue('50100012345503');
  await expect(page.getByRole('textbox', { name: /^IFSC Code/ })).toHaveValue('HDFC0001234');

  await saveAndNext(page);
  const panel = page.getByRole('alert').filter({ hasText: 'Invalid account details' });
  await expect(panel).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^Account Number/ })).toBeHidden();
  await panel.getByRole('button', { name: 'Try Again' }).click();
  await expect(page.getByRole('textbox', { name: /^Account Number/ })).toHaveValue('50100012345503');

  await fillBank(page, '50100012345404');
  await saveAndNext(page);
  await says(page, 'No account found for this account number and IFSC');
  await expect(page.getByRole('textbox', { name: /^IFSC Code/ })).toHaveValue('HDFC0001234');

  await fillBank(page, '50100012345678');
  await fill(page, /^Account Holder Name/, 'SOMEONE ELSE');
  await saveAndNext(page);
  await says(page, 'Please enter account holder name as per bank record.');

  await fillBank(page, '50100012345000');
  await saveAndNext(page);
  await expect(page.getByRole('dialog', { name: 'Bank Account Validated' })).toContainText(
    'Account validation is in review. Please continue onboarding process.',
  );
  await expect(page.getByRole('button', { name: 'Finish', exact: true })).toBeVisible();
});

test('the admin opens an approved client read-only, and is sent to the list when no client is chosen', async ({
  page,
}) => {
  await signInByPassword(page, consoles.admin(), 'admin@demo.test');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto(`${consoles.admin()}/onboarding`);
  await expect(page).toHaveURL(/\/onboarding-list$/);
  await page.getByRole('textbox', { name: 'Search Client Onboarding' }).fill('CL1001');
  await page.getByRole('row').filter({ hasText: 'CL1001' }).getByRole('button', { name: 'Onboarding' }).click();
  await expect(page.getByText('Update is not allowed because the client status is Approved.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Skip' })).toBeHidden();
  await expect(page.getByRole('textbox', { name: /^Account Holder Name/ })).not.toBeEditable();
  await next(page);
  await expect(page.getByRole('heading', { name: /KYC Details: Beneficial Owner/ })).toBeVisible();
  await next(page);
  await says(page, 'User is already Approved, You can safely navigate out of onboarding process');
});

test("the admin's Onboarding opens each client's own wizard: an individual's 4 steps, a documentation client's KYB", async ({
  page,
}) => {
  await signInByPassword(page, consoles.admin(), 'admin@demo.test');
  await expect(page).toHaveURL(/\/dashboard$/);
  for (const [clientId, step] of [
    ['CL1007', 'Verification Details'],
    ['CL1009', 'KYB / KYC Details'],
  ]) {
    await page.goto(`${consoles.admin()}/onboarding-list`);
    await page.getByRole('textbox', { name: 'Search Client Onboarding' }).fill(clientId);
    await page.getByRole('row').filter({ hasText: clientId }).getByRole('button', { name: 'Onboarding' }).click();
    await expect(page.getByText(step, { exact: true }).first()).toBeVisible();
    await expect(page.getByText('Personal Details', { exact: true })).toHaveCount(0);
  }
});
