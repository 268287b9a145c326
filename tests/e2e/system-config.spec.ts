// System Config in the browser (issue 31): a back-office admin sees its System Config entries, adds a bank account
// the simulated bank validates (a wrong holder refused in the spec's words), makes it primary, and the next payout
// goes to it; the e-BRC page shows the status and the IP address to copy; an individual client's menu has no Add User.
import type { APIRequestContext, Page } from '@playwright/test';
import { signInByPassword } from './auth-helpers';
import { consoles, expect, test } from './fixtures';

const ENTRIES = ['Add User', 'Add Documents', 'Add Bank Accounts', 'Set up e-BRC'];

/** The signed-in page's session token, for the API calls a test makes beside the screens. */
const tokenOf = (page: Page) => page.evaluate(() => sessionStorage.getItem('token')!);

/** POSTs as the bearer of `token` and answers the envelope's data. */
const post = async (request: APIRequestContext, url: string, token: string, data: unknown) =>
  (await (await request.post(url, { headers: { authorization: `Bearer ${token}` }, data })).json()).data;

test("a back-office admin's System Config: its entries, a bank account added, validated and made primary, paid into", async ({
  page,
  browser,
  request,
}) => {
  await signInByPassword(page, consoles.client(), 'backoffice@demo.test');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto(`${consoles.client()}/admin-service`);
  await expect(page.getByRole('heading', { name: 'System Config', level: 2 })).toBeVisible();
  for (const title of ENTRIES) await expect(page.getByRole('cell', { name: title, exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: /INR account payouts go to/ })).toBeVisible();

  // Add Documents opens the Documents screen; Add Bank Accounts its own.
  await page.getByRole('row').filter({ hasText: 'Add Documents' }).getByRole('button', { name: 'Open' }).click();
  await expect(page).toHaveURL(/\/documents$/);
  await page.goBack();
  await page.getByRole('row').filter({ hasText: 'Add Bank Accounts' }).getByRole('button', { name: 'Open' }).click();
  await expect(page).toHaveURL(/\/admin-service\/accounts$/);
  await expect(page.getByRole('heading', { name: 'Add Bank Accounts', level: 2 })).toBeVisible();

  // A holder the bank does not have on record is refused in the spec's words; the right one is added.
  await page.getByRole('button', { name: 'Add Bank Account' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: /^Account Holder Name/ }).fill('SOMEONE ELSE');
  await dialog.getByRole('textbox', { name: /^Account Number/ }).fill('778899001122');
  await dialog.getByRole('textbox', { name: /^Re-enter Account Number/ }).fill('778899001122');
  await dialog.getByRole('textbox', { name: /^IFSC Code/ }).fill('ICIC0004321');
  await dialog.getByRole('button', { name: /^(Save|Submit)$/ }).click();
  await expect(dialog.getByText('Please enter account holder name as per bank record.')).toBeVisible();
  await dialog.getByRole('textbox', { name: /^Account Holder Name/ }).fill('KAVERI TEXTILES PVT LTD');
  await dialog.getByRole('button', { name: /^(Save|Submit)$/ }).click();
  await expect(page.getByText('Account added / updated successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('row').filter({ hasText: 'XXXX1122' });
  await expect(row).toContainText('Validated');
  await expect(row.getByRole('button', { name: 'Remove' })).toBeEnabled();

  // Made primary: payouts now go to it, and the old primary may be removed while this one may not.
  await row.getByRole('button', { name: 'Make Primary' }).click();
  await page.getByRole('dialog', { name: 'Make Primary' }).getByRole('button', { name: 'Make Primary' }).click();
  await expect(page.getByText('Primary account changed: payouts now go to this account')).toBeVisible();
  await expect(row).toContainText('Primary');
  await expect(row.getByRole('button', { name: 'Remove' })).toBeDisabled();

  // The admin retries one of the client's cancelled payouts: it goes to the new primary account.
  const clientToken = await tokenOf(page);
  const accounts = (await (
    await request.get(`${consoles.client()}/api/client-config/accounts`, {
      headers: { authorization: `Bearer ${clientToken}` },
    })
  ).json()) as { data: { id: string; accountNumber: string; isPrimary: boolean }[] };
  const primary = accounts.data.find((account) => account.isPrimary)!;
  expect(primary.accountNumber).toBe('XXXX1122');
  const adminPage = await browser.newPage();
  await signInByPassword(adminPage, consoles.admin(), 'admin@demo.test');
  await expect(adminPage).toHaveURL(/\/dashboard$/);
  const adminToken = await tokenOf(adminPage);
  const range = { startDate: 0, endDate: Date.now() + 86_400_000, clientId: 'CL1001' };
  const payouts = (await post(request, `${consoles.admin()}/api/transactions`, adminToken, range)) as {
    paymentId: string;
    invoiceId: string;
    partnerId: string;
    payoutDetail: { partnerStatus: string; payoutAccountId: string | null };
  }[];
  const cancelled = payouts.find((payout) => payout.payoutDetail.partnerStatus === 'cancelled')!;
  const { paymentId, invoiceId, partnerId } = cancelled;
  const retried = await request.post(`${consoles.admin()}/api/transactions/retry`, {
    headers: { authorization: `Bearer ${adminToken}` },
    data: { clientId: 'CL1001', paymentId, invoiceId, partnerId, remark: 'Pay into the new primary account' },
  });
  expect(retried.status()).toBe(200);
  await adminPage.close();
  const mine = (await post(request, `${consoles.client()}/api/transactions`, clientToken, range)) as typeof payouts;
  expect(mine.find((payout) => payout.paymentId === paymentId)?.payoutDetail.payoutAccountId).toBe(primary.id);

  // Set up e-BRC: the status and the address to whitelist, with Copy; nothing of the credential file.
  await page.goto(`${consoles.client()}/admin-service/ebrc`);
  await expect(page.getByText(/^(Set up|Not set up)$/)).toBeVisible();
  await expect(page.getByText(/^\d{1,3}(\.\d{1,3}){3}$/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Copy IP Address to whitelist' })).toBeVisible();
});

test("an individual client's System Config has no Add User, in the sidebar and on the page", async ({ page }) => {
  await signInByPassword(page, consoles.client(), 'service@demo.test');
  await expect(page).not.toHaveURL(/\/sign-in$/);
  await page.goto(`${consoles.client()}/admin-service`);
  await expect(page.getByRole('heading', { name: 'System Config', level: 2 })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Add Bank Accounts', exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Add Documents', exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Add User', exact: true })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Add User' })).toHaveCount(0);
  const privileges = await page.evaluate(() => sessionStorage.getItem('userPrivileges')!);
  expect(privileges).toContain('Add Bank Accounts');
  expect(privileges).not.toContain('Add User');
});
