// What the payment-request journeys share: opening a client-console path signed in, and a request from its list.
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
