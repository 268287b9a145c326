// Dashboards and Manage Scrip in the browser (issue 30): a client with payment requests lands on /dashboard and sees
// its totals, each chart with its table; the Admin's counts change after a payout moves (the Admin's Reject through
// the API); the scrip list opens a scrip's detail.
import type { Page } from '@playwright/test';
import { signInByPassword } from './auth-helpers';
import { consoles, expect, test } from './fixtures';

const tokenOf = (page: Page) => page.evaluate(() => sessionStorage.getItem('token')!);

/** The figures of a panel's table, opened from its 'Show as table', as { row header: first value }. */
async function tableOf(page: Page, title: string): Promise<Record<string, string>> {
  const panel = page.getByRole('region', { name: title });
  const table = panel.getByRole('table', { name: title });
  if (!(await table.isVisible())) await panel.getByText('Show as table').click();
  await expect(table).toBeVisible();
  const rows = await table.locator('tbody tr').all();
  const figures: Record<string, string> = {};
  for (const row of rows)
    figures[(await row.locator('th').innerText()).trim()] = (await row.locator('td').first().innerText()).trim();
  return figures;
}

test('a client with payment requests lands on /dashboard and sees its totals, charts and their tables', async ({
  page,
  problems,
}) => {
  await signInByPassword(page, consoles.client(), 'exporter@demo.test');
  await expect(page).toHaveURL(/\/dashboard$/);
  const totals = page.getByRole('region', { name: 'Receipts and payouts (INR)' });
  await expect(totals.getByText('Received this year')).toBeVisible();
  await expect(totals.getByText('Paid out this year')).toBeVisible();
  await expect(totals.getByText(/^₹[\d,]+\.\d\d$/).first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your account' }).getByText('Approved', { exact: true })).toBeVisible();
  const byStatus = await tableOf(page, 'Requests by status');
  expect(Number(byStatus['Paid out'])).toBeGreaterThan(0);
  await expect(page.getByRole('region', { name: 'Requests by status' }).locator('.recharts-surface')).toBeVisible();
  const monthly = await tableOf(page, 'Monthly receipts by currency (INR)');
  expect(Object.keys(monthly)).toHaveLength(12);
  await expect(page.getByRole('table', { name: 'Latest requests' }).locator('tbody tr')).toHaveCount(5);
  expect(problems).toEqual([]);
});

test("the Admin's dashboard counts change after a cancelled payout is rejected", async ({
  page,
  request,
  problems,
}) => {
  await signInByPassword(page, consoles.admin(), 'admin@demo.test');
  await expect(page).toHaveURL(/\/dashboard$/);
  const waiting = page.getByRole('region', { name: 'Waiting for action' });
  await expect(waiting.getByText('Cancelled payouts to retry or reject')).toBeVisible();
  const before = await tableOf(page, 'Transactions by payout status');
  const cancelledBefore = Number(before.Cancelled);
  expect(cancelledBefore).toBeGreaterThan(0);

  const token = await tokenOf(page);
  const headers = { authorization: `Bearer ${token}` };
  const list = await request.post(`${consoles.admin()}/api/transactions`, {
    headers,
    data: { startDate: Date.UTC(2024, 0, 1), endDate: Date.now() },
  });
  const payout = (await list.json()).data.find(
    (row: { payoutDetail: { partnerStatus: string } }) => row.payoutDetail.partnerStatus === 'cancelled',
  );
  const rejected = await request.post(`${consoles.admin()}/api/transactions/reject`, {
    headers,
    data: {
      clientId: payout.clientId,
      invoiceId: payout.invoiceId,
      paymentId: payout.paymentId,
      reason: 'Rejected from the dashboards test',
    },
  });
  expect(rejected.status()).toBe(200);

  await page.reload();
  const after = await tableOf(page, 'Transactions by payout status');
  expect(Number(after.Cancelled)).toBe(cancelledBefore - 1);
  expect(Number(after.Rejected ?? 0)).toBe(Number(before.Rejected ?? 0) + 1);
  await expect(waiting.getByText(String(cancelledBefore - 1), { exact: true })).toBeVisible();
  expect(problems).toEqual([]);
});

test('Manage Scrip lists the scrips of settled shipments and opens one', async ({ page, problems }) => {
  await signInByPassword(page, consoles.client(), 'exporter@demo.test');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('navigation', { name: 'Main menu' }).getByText('Manage Scrip').click();
  await expect(page).toHaveURL(/\/shipment\/scrip$/);
  const first = page.locator('table tbody tr').first();
  await expect(first).toContainText('RoDTEP');
  await first.getByRole('button', { name: 'Expand row' }).click();
  await expect(page.getByText('Shipping Bill Number')).toBeVisible();
  await expect(page.getByText('FOB Value')).toBeVisible();
  expect(problems).toEqual([]);
});
