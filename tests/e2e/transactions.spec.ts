// Transactions (spec 3 sections 2.2 and 4) in the browser: the admin filters, expands, rejects, retries and exports;
// a client sees only its own payments, without the admin's columns and actions.
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { signInByPassword } from './auth-helpers';
import { consoles, expect, test } from './fixtures';
import { selectNamed } from './select-helpers';

/** Signs in and follows the menu: the admin's Transactions is a group whose INR Payouts is the list. */
const openTransactions = async (page: Page, base: string, email: string, landing: RegExp, menu = ['Transactions']) => {
  await signInByPassword(page, base, email);
  await expect(page).toHaveURL(landing);
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  for (const item of menu) await nav.getByText(item, { exact: true }).first().click();
  await expect(page).toHaveURL(/\/transactions$/);
  await expect(page.getByRole('heading', { name: 'Transactions', level: 2 })).toBeVisible();
};

/** The admin console's way to the list. */
const ADMIN_MENU = ['Transactions', 'INR Payouts'];

/** The first row of the list, once the payout status filter shows only the given status. */
const firstRowIn = async (page: Page, label: RegExp) => {
  await page.getByRole('radiogroup', { name: 'Payout Status' }).getByText(label).click();
  const row = page
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: 'Expand row' }) })
    .first();
  await expect(row).toBeVisible();
  return row;
};

test('the admin rejects a cancelled payout with a reason, then sees it read-only', async ({ page, problems }) => {
  await openTransactions(page, consoles.admin(), 'admin@demo.test', /\/dashboard$/, ADMIN_MENU);
  await expect(page.getByRole('columnheader', { name: 'Payout Status' })).toBeVisible();
  const row = await firstRowIn(page, /^Cancelled \(\d+\)$/);
  const paymentId = (await row.getByRole('cell').nth(2).textContent())!.trim();
  await expect(row.getByRole('button', { name: 'Reject' })).toBeEnabled();

  await row.getByRole('button', { name: 'Reject' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reject' });
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(dialog.getByText('Please enter Reason')).toBeVisible();
  await dialog.getByRole('textbox', { name: /^Reason/ }).fill('Payer asked us to cancel the invoice');
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(page.getByText('Transaction rejected successfully')).toBeVisible();
  await expect(dialog).toBeHidden();

  const rejected = await firstRowIn(page, /^Rejected \(\d+\)$/);
  await page.getByRole('textbox', { name: 'Search Transactions' }).fill(paymentId);
  await expect(page.getByRole('cell', { name: paymentId, exact: true })).toBeVisible();
  await rejected.getByRole('button', { name: 'Reject' }).click();
  await expect(page.getByRole('dialog', { name: 'Reject' }).getByRole('textbox', { name: /^Reason/ })).toHaveValue(
    'Payer asked us to cancel the invoice',
  );
  await expect(page.getByRole('dialog', { name: 'Reject' }).getByRole('button', { name: 'Reject' })).toHaveCount(0);
  expect(problems).toEqual([]);
});

test('the admin retries a cancelled payout, sees the partner decline one, and expands a row', async ({ page }) => {
  await openTransactions(page, consoles.admin(), 'admin@demo.test', /\/dashboard$/, ADMIN_MENU);
  const row = await firstRowIn(page, /^Cancelled \(\d+\)$/);
  await row.getByRole('button', { name: 'Retry' }).click();
  const dialog = page.getByRole('dialog', { name: 'Retry' });
  await dialog.getByRole('textbox', { name: /^Remark/ }).fill('Partner to decline this one');
  await dialog.getByRole('button', { name: 'Retry' }).click();
  await expect(
    dialog.getByText('The payments partner declined the request: the beneficiary account is under review'),
  ).toBeVisible();
  await dialog.getByRole('textbox', { name: /^Remark/ }).fill('Payer confirmed the beneficiary account');
  await dialog.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByText('Transaction retry initiated successfully')).toBeVisible();

  const settled = await firstRowIn(page, /^Settled \(\d+\)$/);
  await expect(settled.getByRole('button', { name: 'Retry' })).toBeEnabled();
  const pending = await firstRowIn(page, /^Processing \(\d+\)$/);
  await expect(pending.getByRole('button', { name: 'Retry' })).toBeDisabled();
  await pending.getByRole('button', { name: 'Expand row' }).click();
  for (const heading of ['Payer Details', 'Payout Detail', 'Quote Detail', 'Purpose, Reason and Remarks'])
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
});

test('the admin exports the filtered rows as CSV', async ({ page }) => {
  await openTransactions(page, consoles.admin(), 'admin@demo.test', /\/dashboard$/, ADMIN_MENU);
  await firstRowIn(page, /^Hold \(\d+\)$/);
  const count = Number(
    /\((\d+)\)/.exec(
      (await page
        .getByRole('radiogroup', { name: 'Payout Status' })
        .getByText(/^Hold \(\d+\)$/)
        .textContent())!,
    )![1],
  );
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: /Export/ }).click(),
  ]);
  const csv = (await readFile((await download.path())!, 'utf8'))
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(csv[0]).toContain('Payout Status');
  expect(csv).toHaveLength(count + 1);
  expect(csv.slice(1).every((line) => line.includes(',Hold,'))).toBe(true);
});

test("a client sees only its own payments, without the admin's columns and actions", async ({ page, problems }) => {
  await openTransactions(page, consoles.client(), 'importer@demo.test', /\/dashboard$/);
  await expect(page.getByRole('columnheader', { name: 'Payer' })).toBeVisible();
  for (const hidden of ['Client', 'Payout Status', 'Receivable Status'])
    await expect(page.getByRole('columnheader', { name: hidden, exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Reject' })).toHaveCount(0);
  await expect(page.getByRole('cell', { name: /^PAY1002/ }).first()).toBeVisible();
  await expect(page.getByRole('cell', { name: /^PAY1001/ })).toHaveCount(0);
  await expect(page.getByRole('cell', { name: /^PAY1003/ })).toHaveCount(0);
  // Nor the admin's client, payout status and receivable status filters.
  for (const filter of ['Client', 'Receivable Status']) await expect(selectNamed(page, filter, true)).toHaveCount(0);
  await expect(page.getByRole('radiogroup', { name: /Payout Status/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Expand row' }).first().click();
  await expect(page.getByRole('heading', { name: 'Payer Details' })).toBeVisible();
  // The currency filter offers the currencies the client's payments are in.
  await selectNamed(page, 'Currency').click();
  await page.getByRole('option', { name: 'GBP' }).click();
  await expect(page.getByRole('cell', { name: /^£/ }).first()).toBeVisible();
  await expect(page.getByRole('cell', { name: /^\$/ })).toHaveCount(0);
  expect(problems).toEqual([]);
});
