// Virtual accounts (spec 2 sections 2.7, 4.6, 5.6 and 6) in the browser: create three, see them issued and expand one;
// the empty state of a client not approved yet; the admin's client detail showing a client's accounts.
import { signInByPassword } from './auth-helpers';
import { consoles, expect, test } from './fixtures';

test('an approved exporter creates accounts in three currencies and expands one once the bank has issued it', async ({
  page,
  problems,
}) => {
  await signInByPassword(page, consoles.client(), 'exporter@demo.test');
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByText('Virtual Accounts', { exact: false })
    .first()
    .click();
  await expect(page).toHaveURL(/\/set-virtual-accounts$/);
  await expect(page.getByRole('cell', { name: /USD$/ })).toBeVisible();

  await page.getByRole('button', { name: 'Add Virtual Account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Virtual Account' });
  await expect(dialog.getByRole('checkbox', { name: /USD/ })).toBeChecked();
  await expect(dialog.getByRole('checkbox', { name: /USD/ })).toBeDisabled();
  await expect(dialog.getByRole('checkbox', { name: /INR/ })).toHaveCount(0);
  await expect(dialog.getByRole('checkbox', { name: /ARS/ })).toHaveCount(0);
  await dialog.getByRole('textbox', { name: 'Search Currency' }).fill('sg');
  await expect(dialog.getByRole('checkbox')).toHaveCount(1);
  await dialog.getByRole('checkbox', { name: /SGD/ }).check();
  await dialog.getByRole('textbox', { name: 'Search Currency' }).fill('');
  await dialog.getByRole('checkbox', { name: /AED/ }).check();
  await dialog.getByRole('checkbox', { name: /CAD/ }).check();
  await dialog.getByRole('button', { name: 'Add Account' }).click();
  await expect(page.getByText('Virtual account creation is in progress')).toBeVisible();

  const sgd = page.getByRole('row').filter({ hasText: 'SGD' });
  await expect(sgd).toContainText('In progress');
  await expect(sgd).toContainText('Active', { timeout: 20_000 });
  await expect(page.getByRole('row').filter({ hasText: 'CAD' })).toContainText('Active');
  await sgd.getByRole('button', { name: 'Expand row' }).click();
  await expect(page.getByText('BIC Code')).toBeVisible();
  await expect(page.getByText('Banking Circle S.A.').first()).toBeVisible();
  await page.getByRole('row').filter({ hasText: 'USD' }).getByRole('button', { name: 'Expand row' }).click();
  await expect(page.getByText('ABA Code / Routing Number')).toBeVisible();
  expect(problems).toEqual([]);
});

test('a client not approved yet sees the currencies offered and a disabled Create Virtual Accounts', async ({
  page,
}) => {
  // bankfail@demo.test never submits its onboarding in any spec, so its client stays not approved.
  await signInByPassword(page, consoles.client(), 'bankfail@demo.test');
  await expect(page).toHaveURL(/\/onboarding$/);
  await page.goto(`${consoles.client()}/set-virtual-accounts`);
  await expect(page.getByText('No virtual accounts yet. Receive payments in these currencies:')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'SGD' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'INR' })).toHaveCount(0);
  const create = page.getByRole('button', { name: 'Create Virtual Accounts' });
  await expect(create).toBeDisabled();
  await create.hover({ force: true });
  await expect(page.getByText('Your account activation is in progress.')).toBeVisible();
});

test("the admin's client detail embeds the client's virtual accounts", async ({ page }) => {
  await signInByPassword(page, consoles.admin(), 'admin@demo.test');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto(`${consoles.admin()}/onboarding-list/CL1001`);
  await page.getByRole('tab', { name: 'Virtual Account' }).click();
  await expect(page.getByRole('cell', { name: /GBP$/ })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'United Kingdom' })).toBeVisible();
});

test('the admin opening Set Virtual Accounts without a client is told to choose one, and the API is not asked', async ({
  page,
}) => {
  await signInByPassword(page, consoles.admin(), 'admin@demo.test');
  await expect(page).toHaveURL(/\/dashboard$/);
  const asked: string[] = [];
  page.on('request', (request) => request.url().includes('/api/virtual-accounts') && asked.push(request.url()));
  await page.goto(`${consoles.admin()}/set-virtual-accounts`);
  await expect(page.getByText(/^Virtual accounts are kept per client\. Choose a client/)).toBeVisible();
  await page.getByRole('link', { name: 'Go to Client Onboarding' }).click();
  await expect(page).toHaveURL(/\/onboarding-list$/);
  expect(asked).toEqual([]);
});
