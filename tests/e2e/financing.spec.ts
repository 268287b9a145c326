// Receivables financing (spec 3 sections 2.7, 4, 5 and 8) in the browser: the Admin filters by status, sends a
// Requested row to a partner, marks it Partially Paid with an amount and a document, is refused choosing it again,
// and finds both changes under Remarks and the documents under View Documents.
import type { Page } from '@playwright/test';
import { signInByPassword } from './auth-helpers';
import { consoles, expect, test } from './fixtures';

/** A one-page PDF, typed by its first bytes as the server checks. */
const PDF = (text: string) => Buffer.from(`%PDF-1.4\n% ${text}\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n`);

const heading = (page: Page, name: string) => page.getByRole('heading', { name, level: 2 });
const rowOf = (page: Page, invoice: string) => page.getByRole('row').filter({ hasText: invoice });

test('the admin sends a receivable to a partner, marks it Partially Paid, and reads its remarks and documents', async ({
  page,
  problems,
}) => {
  // One long journey of eight dialogs on a shared machine.
  test.setTimeout(180_000);
  await signInByPassword(page, consoles.admin(), 'admin@demo.test');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('navigation', { name: 'Main menu' }).getByText('Financing', { exact: true }).first().click();
  await expect(page).toHaveURL(/\/financing$/);
  await expect(heading(page, 'All Receivables')).toBeVisible();

  // Filter by status: the list of Requested rows, the title naming it.
  const status = page.getByRole('radiogroup', { name: 'Status' });
  await status.getByRole('radio', { name: /^Requested \(\d+\)$/ }).click();
  await expect(heading(page, 'Requested Receivables')).toBeVisible();
  const requested = page.getByRole('row').filter({ has: page.getByRole('button', { name: 'Remarks' }) });
  await expect(requested.first()).toBeVisible();
  for (const row of await requested.all()) await expect(row.getByRole('cell', { name: 'Requested' })).toBeVisible();
  const invoice = (await requested.first().getByRole('cell').nth(1).textContent())!.trim();
  const row = () => rowOf(page, invoice);
  await expect(row().getByRole('button', { name: 'Change status' })).toBeDisabled();

  // Sent to partner: the first offline partner is chosen; the filter goes back to All.
  await row().getByRole('button', { name: 'Sent to partner' }).click();
  const send = page.getByRole('dialog', { name: 'Select Partner' });
  await expect(send.getByRole('combobox', { name: /^Partner/ })).toHaveValue('Drip Capital');
  await send.getByRole('button', { name: 'Share' }).click();
  await expect(page.getByText('Sent to partner successfully')).toBeVisible();
  await expect(send).toBeHidden();
  await expect(heading(page, 'All Receivables')).toBeVisible();
  await expect(row().getByRole('cell', { name: 'Sent For Approval' })).toBeVisible();
  await expect(row().getByRole('cell', { name: 'Drip Capital' })).toBeVisible();

  // Change status: Partially Paid asks for the amount; the document goes first, then Update.
  await row().getByRole('button', { name: 'Change status' }).click();
  const change = page.getByRole('dialog', { name: 'Change Status' });
  await change.getByRole('button', { name: 'Update' }).click();
  await expect(change.getByText('Status is required')).toBeVisible();
  await expect(change.getByText('Please Upload Document')).toBeVisible();
  await change.getByRole('radio', { name: 'Partially Paid' }).check();
  const amount = change.getByRole('textbox', { name: /^Processed Amount/ });
  await amount.fill('99999999');
  await change.getByRole('textbox', { name: /^Comment/ }).fill('First tranche disbursed by Drip Capital');
  await expect(change.getByText('Amount should not exceed outstanding amount')).toBeVisible();
  await amount.fill('1000');
  const chooser = page.waitForEvent('filechooser');
  await change.getByRole('button', { name: /Upload/ }).click();
  await (await chooser).setFiles({ name: 'tranche-1.pdf', mimeType: 'application/pdf', buffer: PDF('tranche') });
  await expect(change.getByText('tranche-1.pdf')).toBeVisible();
  await change.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Status updated successfully')).toBeVisible();
  await expect(change).toBeHidden();
  await expect(row().getByRole('cell', { name: 'Partially Paid' })).toBeVisible();

  // The same status again is refused in the spec's words.
  await row().getByRole('button', { name: 'Change status' }).click();
  await change.getByRole('radio', { name: 'Partially Paid' }).check();
  await change.getByRole('button', { name: 'Update' }).click();
  await expect(change.getByText('Transaction is already Partially Paid')).toBeVisible();
  await change.getByRole('button', { name: 'Cancel' }).click();
  await expect(change).toBeHidden();

  // Remarks: the status history, both changes included.
  await row().getByRole('button', { name: 'Remarks' }).click();
  const remarks = page.getByRole('dialog', { name: 'Remarks' });
  for (const text of ['Requested', 'Sent For Approval', 'Drip Capital', 'Partially Paid', 'tranche-1.pdf'])
    await expect(remarks.getByRole('cell', { name: text, exact: true })).toBeVisible();
  await expect(remarks.getByText('First tranche disbursed by Drip Capital')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(remarks).toBeHidden();

  // View Documents: the invoice, then the status change's document, which opens in the viewer.
  await row().getByRole('button', { name: 'View documents' }).click();
  const documents = page.getByRole('dialog', { name: 'View Documents' });
  await expect(documents.getByRole('cell', { name: 'Invoice', exact: true })).toBeVisible();
  await expect(documents.getByRole('cell', { name: 'Partially Paid', exact: true })).toBeVisible();
  await documents.getByRole('button', { name: 'tranche-1.pdf' }).click();
  await expect(page.getByRole('dialog', { name: 'tranche-1.pdf' })).toBeVisible();
  expect(problems).toEqual([]);
});
