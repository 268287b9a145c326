// The six master-data screens (spec 3 sections 2.1 and 5) as the admin and a client use them in the browser.
import type { Page } from '@playwright/test';
import { signInByPassword } from './auth-helpers';
import { consoles, expect, test } from './fixtures';
import { selectNamed } from './select-helpers';

const asAdmin = async (page: Page, path: string) => {
  await signInByPassword(page, consoles.admin(), 'admin@demo.test');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByText(path === '/hs-code' ? 'ITC-HS Code' : path.slice(1).replace('-', ' '), { exact: false })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
};

test('admin toggles a currency and the change survives a reload', async ({ page, problems }) => {
  await asAdmin(page, '/currency');
  await page.getByRole('textbox', { name: 'Search Currency' }).fill('Saudi');
  const toggle = page.getByRole('switch', { name: 'Status SA' });
  await expect(toggle).not.toBeChecked();
  await toggle.click({ force: true });
  await expect(page.getByText('Status Updated Successfully')).toBeVisible();
  await page.reload();
  await page.getByRole('textbox', { name: 'Search Currency' }).fill('Saudi');
  await expect(page.getByRole('switch', { name: 'Status SA' })).toBeChecked();
  expect(problems).toEqual([]);
});

test('admin verifies and saves a new HS code, and a duplicate is refused', async ({ page }) => {
  await asAdmin(page, '/hs-code');
  await page.getByRole('button', { name: 'Add HS Code' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add HS Code' });
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await expect(dialog.getByText('Please fill Chapter, Heading, Sub Heading, Code before verifying.')).toBeVisible();
  for (const [label, value] of [
    ['Chapter', '09'],
    ['Heading', '09'],
    ['Sub Heading', '21'],
    ['Code', '10'],
  ]) {
    await dialog.getByRole('textbox', { name: new RegExp(`^${label}`) }).fill(value);
  }
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await expect(dialog.getByText('Verified')).toBeVisible();
  await selectNamed(dialog, /^Industry/).click();
  await page.getByRole('option', { name: 'Agriculture & Food' }).click();
  await dialog.getByRole('textbox', { name: /^Description/ }).fill('Coriander seeds, crushed or ground');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('HS Code added successfully')).toBeVisible();
  await page.getByRole('textbox', { name: 'Search ITC-HS Code' }).fill('09092110');
  await expect(page.getByRole('cell', { name: 'Coriander seeds, crushed or ground' })).toBeVisible();

  await page.getByRole('button', { name: 'Add HS Code' }).click();
  for (const [label, value] of [
    ['Chapter', '09'],
    ['Heading', '09'],
    ['Sub Heading', '21'],
    ['Code', '10'],
  ]) {
    await dialog.getByRole('textbox', { name: new RegExp(`^${label}`) }).fill(value);
  }
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await expect(dialog.getByText('HS Code already exists')).toBeVisible();
});

test('admin adds access for a role and deletes it again', async ({ page }) => {
  await asAdmin(page, '/access');
  await page.getByRole('button', { name: 'Add Access' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Access' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Please select a role')).toBeVisible();
  await expect(dialog.getByText('Please select an access')).toBeVisible();
  await selectNamed(dialog, /^Role/).click();
  await page.getByRole('option', { name: 'Document manager' }).click();
  await selectNamed(dialog, /^Access/).click();
  await page.getByRole('option', { name: 'INR Payouts' }).click();
  await page.keyboard.press('Tab');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('textbox', { name: 'Search Access' }).fill('Document manager');
  // The search is deferred: until it applies, other roles' 'INR Payouts' rows are still listed.
  const row = page.getByRole('row').filter({ hasText: 'Document manager' }).filter({ hasText: 'INR Payouts' });
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog', { name: 'Delete' }).getByRole('button', { name: 'Delete' }).click();
  await expect(row).toBeHidden();
});

test('the role list has no search; purpose codes show their toggles', async ({ page }) => {
  await asAdmin(page, '/role');
  await expect(page.getByRole('cell', { name: 'Service Exporter' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /Search/ })).toBeHidden();
  await page.goto(`${consoles.admin()}/purpose-code`);
  await expect(page.getByRole('columnheader', { name: 'Update' })).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Update P0101' })).toBeVisible();
});

// The incoterms are served by the generic resource route (schemas/entities/incoterms.json): no route of their own.
test('admin switches an incoterm off and on, and the change survives a reload', async ({ page, problems }) => {
  await asAdmin(page, '/incoterms');
  const search = () => page.getByRole('textbox', { name: 'Search Incoterms' }).fill('DAP');
  await search();
  const toggle = page.getByRole('switch', { name: 'Status DAP' });
  await expect(toggle).toBeChecked();
  await toggle.click({ force: true });
  await expect(page.getByText('Status Updated Successfully')).toBeVisible();
  await page.reload();
  await search();
  await expect(toggle).not.toBeChecked();
  await toggle.click({ force: true });
  await expect(toggle).toBeChecked();
  await page.reload();
  await search();
  await expect(toggle).toBeChecked();
  expect(problems).toEqual([]);
});

test('a client lists its own HS codes and adds one from the active list', async ({ page, problems }) => {
  await signInByPassword(page, consoles.client(), 'backoffice@demo.test');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto(`${consoles.client()}/hs-code`);
  await expect(page.getByRole('cell', { name: '52081110', exact: true })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Industry' })).toBeHidden();
  await page.getByRole('button', { name: 'Add HS Code' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add HS Code' });
  await selectNamed(dialog, /^HS Code/).click();
  await page.getByRole('option', { name: /^71131910/ }).click();
  await expect(dialog.getByRole('textbox', { name: /^Description/ })).toHaveValue(
    'Articles of jewellery of gold, set with gems',
  );
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByRole('cell', { name: '71131910', exact: true })).toBeVisible();
  await page.goto(`${consoles.client()}/currency`);
  await expect(page.getByRole('cell', { name: 'Australia' })).toBeVisible();
  await expect(page.getByRole('switch')).toHaveCount(0);
  expect(problems).toEqual([]);
});
