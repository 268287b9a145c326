// What the payment-request journeys share: opening a client-console path signed in, a request from its list, and its
// e-FIRA downloaded.
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { signInByPassword } from './auth-helpers';
import { consoles, expect } from './fixtures';

export const next = (page: Page) => page.getByRole('button', { name: /^(Save & )?Next$/ }).click();

/** Signs in and opens a path of the client console. */
export async function open(page: Page, email: string, path: string, heading: string) {
  await signInByPassword(page, consoles.client(), email);
  await page.waitForURL((url) => !url.pathname.endsWith('/sign-in'));
  await page.goto(`${consoles.client()}${path}`);
  await expect(page.getByRole('heading', { name: heading, level: 2 })).toBeVisible();
}

/** Opens a request from its list by its invoice number, and checks where its payer pays. */
export async function openRequest(page: Page, listName: string, invoiceNumber: string) {
  await page.getByRole('textbox', { name: `Search ${listName}` }).fill(invoiceNumber);
  const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: invoiceNumber, exact: true }) });
  await expect(row).toHaveCount(1);
  await expect(row.getByText('Requested')).toBeVisible();
  await row.getByRole('button', { name: 'View' }).click();
  await expect(page.getByRole('heading', { name: /^Payment Request PRQ/ })).toBeVisible();
  await expect(page.getByText('Where the buyer pays')).toBeVisible();
  await expect(page.getByText(/^TP[A-Z2-9]{8}$/).first()).toBeVisible();
}

/**
 * Opens the request page's e-FIRA tab, downloads the e-FIRA of `reference` as the PDF the server wrote, checks its
 * name and header, and answers its text (latin1) for the caller to look for what it must say.
 */
export async function downloadEfira(page: Page, reference: string): Promise<string> {
  await page.getByRole('tab', { name: 'e-FIRA' }).click();
  const efira = page.getByRole('row').filter({ has: page.getByRole('cell', { name: `EF-${reference}` }) });
  await expect(efira).toBeVisible();
  const saved = page.waitForEvent('download');
  await efira.getByRole('button', { name: 'Download' }).click();
  const download = await saved;
  expect(download.suggestedFilename()).toBe(`e-fira-${reference.toLowerCase()}.pdf`);
  const file = (await readFile((await download.path())!)).toString('latin1');
  expect(file.startsWith('%PDF-1.4')).toBe(true);
  return file;
}
