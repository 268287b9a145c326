// The admin's client detail (spec 3 sections 2.4, 5 and 8) in the browser: fees kept locally until Submit, GST and
// IEC verified, approval refused without fees then given, e-BRC file upload, view and removal, remark history; and
// what the approval changes for the client.
import type { Page } from '@playwright/test';
import { signInByPassword } from './auth-helpers';
import { consoles, expect, test } from './fixtures';
import { selectNamed } from './select-helpers';

/** Opens CL1010's detail from the Client Onboarding list, as an admin does. */
const openClient = async (page: Page, clientId: string) => {
  await signInByPassword(page, consoles.admin(), 'admin@demo.test');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto(`${consoles.admin()}/onboarding-list`);
  await page.getByRole('textbox', { name: 'Search Client Onboarding' }).fill(clientId);
  const row = page.getByRole('row').filter({ hasText: clientId });
  await row.getByRole('button', { name: 'View/Edit' }).click();
  await expect(page).toHaveURL(new RegExp(`/onboarding-list/${clientId}$`));
  await expect(page.getByRole('heading', { name: `Client ${clientId}` })).toBeVisible();
};

/** Picks an option of a select (closed a combobox, woken Mantine's textbox; either opens a listbox). */
const choose = async (scope: Page | ReturnType<Page['getByRole']>, page: Page, label: RegExp, option: string) => {
  await selectNamed(scope, label).click();
  await page.getByRole('option', { name: option, exact: true }).click();
};

/** Fills the Add/Update Fees dialog. */
const fillFee = async (
  page: Page,
  fee: { type: string; source: string; destination: string; values: Record<string, string> },
) => {
  const dialog = page.getByRole('dialog', { name: 'Add/Update Fees' });
  await choose(dialog, page, /^Fees Type/, fee.type);
  await choose(dialog, page, /^Source Currency/, fee.source);
  await choose(dialog, page, /^Destination Currency/, fee.destination);
  for (const [label, value] of Object.entries(fee.values)) {
    const name = new RegExp(`^${label.replace(/[()%]/g, '\\$&')}`);
    if (label === 'Reference Rate') await choose(dialog, page, name, value);
    else await dialog.getByRole('textbox', { name }).fill(value);
  }
  return dialog;
};

test('an admin sets fees, verifies GST and IEC and approves a client; the client lands approved', async ({
  page,
  browser,
  problems,
}) => {
  // The client is signed in throughout: it waits for activation until the admin approves it.
  const waiting = await browser.newContext({ locale: 'en-GB' });
  const signedIn = await waiting.newPage();
  await signInByPassword(signedIn, consoles.client(), 'review@demo.test');
  await expect(signedIn.getByText('Account activation is in progress...')).toBeVisible();

  await openClient(page, 'CL1010');
  await expect(page.getByText('Coromandel Leather Works').first()).toBeVisible();
  // The summary: the bank account, and the documents, each viewable.
  await expect(page.getByText('91802004561234')).toBeVisible();
  await page.getByRole('button', { name: 'View gst-certificate.pdf' }).click();
  await expect(page.getByRole('dialog', { name: 'gst-certificate.pdf' }).locator('iframe')).toBeVisible();
  await page.keyboard.press('Escape');

  // Approving without fees is refused with the spec's message.
  await page.getByRole('tab', { name: 'Verification & Approval' }).click();
  const iec = page.getByRole('textbox', { name: /^IEC Number/ });
  await iec.fill('abcde1234f');
  await expect(iec).toHaveValue('ABCDE1234F');
  const gst = page.getByRole('textbox', { name: /^GST Number/ });
  await gst.fill('33abcde1234f1z5');
  await expect(gst).toHaveValue('33ABCDE1234F1Z5');
  // Save is disabled while Approved and either number is unverified, and says why.
  await choose(page, page, /^Status/, 'Approved');
  const save = page.getByRole('button', { name: 'Save' });
  await expect(save).toBeDisabled();
  await expect(save).toHaveAccessibleDescription('Please verify the GST Number before approving');
  await page.getByRole('button', { name: 'Verify IEC' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Valid$/ })).toHaveCount(1);
  await expect(save).toBeDisabled();
  await page.getByRole('button', { name: 'Verify GST' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Valid$/ })).toHaveCount(2);
  await expect(save).toBeEnabled();
  await page.getByRole('textbox', { name: /^Remarks/ }).fill('GST and IEC verified');
  await save.click();
  await expect(page.getByText('Fee plan missing! Please set up fees for the client.')).toBeVisible();

  // Fees stay local until Submit, which needs an ANY-to-ANY pair of each kind.
  await page.getByRole('tab', { name: 'Fees' }).click();
  await expect(page.getByText('Add and configure payout fees and fx rates.')).toBeVisible();
  await page.getByRole('button', { name: 'Add Fees & FX' }).click();
  let dialog = await fillFee(page, {
    type: 'Payout Fee',
    source: 'USD',
    destination: 'USD',
    values: { 'Variable (%)': '1' },
  });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Source and destination currency cannot be same')).toBeVisible();
  await choose(dialog, page, /^Source Currency/, 'ANY');
  await choose(dialog, page, /^Destination Currency/, 'ANY');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Payout fees/fx added successfully')).toBeVisible();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(
    page.getByText('Please add atleast one ANY to ANY record for payout fees and payout fx fees'),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Add Fees & FX' }).click();
  dialog = await fillFee(page, {
    type: 'Payout Fee',
    source: 'ANY',
    destination: 'ANY',
    values: { 'Variable (%)': '2' },
  });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(
    dialog.getByText('Currency combination does already exist. Please select different currency.'),
  ).toBeVisible();
  // The same pair as an fx fee is another combination (the pair stays chosen: picking it again would clear it).
  await choose(dialog, page, /^Fees Type/, 'Payout Fx');
  await choose(dialog, page, /^Reference Rate/, 'Mid Market');
  await dialog.getByRole('textbox', { name: /^Variable/ }).fill('0.35');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Payout fees/fx added successfully').first()).toBeVisible();
  const fxRow = page.getByRole('row').filter({ hasText: 'Payout Fx' });
  await expect(fxRow.getByRole('cell', { name: '*' })).toHaveCount(2);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Payout fees/fx saved successfully.')).toBeVisible();

  // Now the approval goes through and shows in Remarks.
  await page.getByRole('tab', { name: 'Verification & Approval' }).click();
  await page.getByRole('textbox', { name: /^IEC Number/ }).fill('ABCDE1234F');
  await page.getByRole('textbox', { name: /^GST Number/ }).fill('33ABCDE1234F1Z5');
  await page.getByRole('button', { name: 'Verify IEC' }).click();
  await page.getByRole('button', { name: 'Verify GST' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Valid$/ })).toHaveCount(2);
  await choose(page, page, /^Status/, 'Approved');
  await page.getByRole('textbox', { name: /^Remarks/ }).fill('GST and IEC verified');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Status Updated Successfully')).toBeVisible();
  await page.getByRole('tab', { name: 'Remarks' }).click();
  const remark = page.getByRole('row').filter({ hasText: 'GST and IEC verified' });
  await expect(remark).toContainText('Approved');
  await expect(remark).toContainText('Meera Pillai');
  // Opened again, the tab shows the numbers as the register found them, without verifying again.
  await page.reload();
  await page.getByRole('tab', { name: 'Verification & Approval' }).click();
  await expect(page.getByRole('textbox', { name: /^GST Number/ })).toHaveValue('33ABCDE1234F1Z5');
  await expect(page.getByRole('status').filter({ hasText: /^Valid$/ })).toHaveCount(2);

  // The signed-in client's next move finds it approved: the banner has gone.
  await signedIn.reload();
  await expect(signedIn.getByRole('banner').getByRole('heading')).toBeVisible();
  await expect(signedIn.getByText('Account activation is in progress...')).toHaveCount(0);
  await waiting.close();

  // The client, signing in, lands on /shipment (approved, no shipments) with no banner and a read-only onboarding.
  const context = await browser.newContext({ locale: 'en-GB' });
  const client = await context.newPage();
  await signInByPassword(client, consoles.client(), 'review@demo.test');
  await expect(client).toHaveURL(/\/shipment$/);
  await expect(client.getByText('Account activation is in progress...')).toHaveCount(0);
  await client.goto(`${consoles.client()}/onboarding`);
  // Its onboarding opens where it left off, every field locked.
  await expect(client.getByRole('textbox', { name: /^Account Holder Name/ })).toBeDisabled();
  await expect(client.getByRole('textbox', { name: /^IFSC Code/ })).toBeDisabled();
  await context.close();
  expect(problems).toEqual([]);
});

test('an invalid GSTIN shows Invalid, and editing it makes it unverified again', async ({ page }) => {
  await openClient(page, 'CL1005');
  await page.getByRole('tab', { name: 'Verification & Approval' }).click();
  await page.getByRole('textbox', { name: /^GST Number/ }).fill('33INVAL1234F1Z5');
  await page.getByRole('button', { name: 'Verify GST' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Invalid$/ })).toBeVisible();
  await page.getByRole('textbox', { name: /^GST Number/ }).fill('33ABCDE1234F1Z5');
  await expect(page.getByRole('status').filter({ hasText: /^Invalid$/ })).toHaveCount(0);
});

test('an e-BRC credential file is uploaded, viewed, saved and removed', async ({ page }) => {
  await openClient(page, 'CL1002');
  await page.getByRole('tab', { name: 'e-BRC' }).click();
  await expect(page.getByRole('textbox', { name: /IP address to whitelist/ })).toHaveValue('203.0.113.24');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Please upload a file')).toBeVisible();

  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: /Upload/ }).click();
  await (await chooser).setFiles({ name: 'key.txt', mimeType: 'text/plain', buffer: Buffer.from('%PDF-1.7') });
  await expect(page.getByText('Invalid file type')).toBeVisible();

  const again = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: /Upload/ }).click();
  await (
    await again
  ).setFiles({
    name: 'ebrc-credentials.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('user=malabar\npassword=pepper\n'),
  });
  await expect(page.getByText('ebrc-credentials.txt')).toBeVisible();
  await page.getByRole('button', { name: /View/ }).click();
  const viewer = page.getByRole('dialog', { name: 'ebrc-credentials.txt' });
  await expect(viewer.locator('iframe')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download ebrc-credentials.txt' }).click();
  expect((await download).suggestedFilename()).toBe('ebrc-credentials.txt');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('File details updated successfully')).toBeVisible();
  await page.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('ebrc-credentials.txt')).toHaveCount(0);
});
