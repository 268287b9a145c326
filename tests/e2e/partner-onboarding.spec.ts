// Partner onboarding (spec 3 sections 2.5 and 4) in the browser: the Admin walks a client through XFlow's six steps
// (account settings weekly), sees the list's statuses change and the dialog start afresh; a partner's refusal at KYC
// stays on that step.
import type { Page } from '@playwright/test';
import { signInByPassword } from './auth-helpers';
import { consoles, expect, test } from './fixtures';
import { selectNamed } from './select-helpers';

/** The walk makes six partner calls and two list loads: on two busy cores it takes close to the default minute. */
test.describe.configure({ timeout: 120_000 });

/** The simulated XFlow's refusal of CL1208's KYC (server/db/seed-partners.ts). */
const KYC_REFUSAL = "KYC rejected by XFlow: the director's PAN does not match the name on record";

/** Signs in as the Admin and follows the menu to Partner Onboarding. */
const openPartnerOnboarding = async (page: Page) => {
  await signInByPassword(page, consoles.admin(), 'admin@demo.test');
  await expect(page).toHaveURL(/\/dashboard$/);
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  await nav.getByText('Onboarding', { exact: true }).first().click();
  await nav.getByText('Partner', { exact: true }).first().click();
  await expect(page).toHaveURL(/\/external-onboarding$/);
  await expect(page.getByRole('heading', { name: 'Partner Onboarding', level: 2 })).toBeVisible();
};

/** The client's row, found by searching its id. */
const rowOf = async (page: Page, clientId: string) => {
  await page.getByRole('textbox', { name: 'Search Partner Onboarding' }).fill(clientId);
  const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: clientId, exact: true }) });
  await expect(row).toHaveCount(1);
  return row;
};

/** Opens the row's Onboarding dialog, chooses XFlow and starts; returns the dialog. */
const startWithXFlow = async (page: Page, clientId: string) => {
  await (await rowOf(page, clientId)).getByRole('button', { name: 'Onboarding' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Select Partner')).toBeVisible();
  await dialog.getByRole('radio', { name: 'XFlow' }).check();
  await dialog.getByRole('button', { name: 'Start Onboarding' }).click();
  await expect(dialog.getByRole('heading', { name: 'Partner Onboarding - XFlow' })).toBeVisible();
  return dialog;
};

/** A step of the stepper, which says whether it is Completed, In progress, Failed or Pending. */
const step = (dialog: ReturnType<Page['getByRole']>, title: string) =>
  dialog.getByRole('button', { name: title, exact: true });

test('the Admin walks a client through all six XFlow steps and sees the list change', async ({ page, problems }) => {
  await openPartnerOnboarding(page);
  await page
    .getByRole('radiogroup', { name: 'Partner Status' })
    .getByText(/^Not Started \(\d+\)$/)
    .click();
  const before = await rowOf(page, 'CL1002');
  await expect(before).toContainText('Not started');

  const dialog = await startWithXFlow(page, 'CL1002');
  for (const title of ['Basic details', 'KYC', 'Bank details', 'Fee plan'])
    await expect(step(dialog, title)).toContainText('Completed');
  await expect(step(dialog, 'Account settings')).toContainText('Pending');

  await selectNamed(dialog, /^Interval/).click();
  await page.getByRole('option', { name: 'Weekly', exact: true }).click();
  await selectNamed(dialog, /^Anchor/).click();
  await page.getByRole('option', { name: 'Friday', exact: true }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(step(dialog, 'Account settings')).toContainText('Completed');
  await expect(step(dialog, 'Account activation')).toContainText('Completed');
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();

  await page
    .getByRole('radiogroup', { name: 'Partner Status' })
    .getByText(/^Activated \(\d+\)$/)
    .click();
  const after = await rowOf(page, 'CL1002');
  await expect(after).toContainText('XF-CL1002');
  await expect(after).toContainText('XFlow');
  await expect(after.getByRole('cell', { name: 'Activated', exact: true })).toHaveCount(3);
  await expect(after.getByRole('cell', { name: 'Verified', exact: true })).toBeVisible();

  // Done reset the dialog: it opens again on its first step, the partner to choose.
  await after.getByRole('button', { name: 'Onboarding' }).click();
  const again = page.getByRole('dialog');
  await expect(again.getByText('Select Partner')).toBeVisible();
  await expect(again.getByRole('heading', { name: 'Partner Onboarding - XFlow' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(again).toBeHidden();
  expect(problems).toEqual([]);
});

test("a partner's 400 at KYC shows its message and the stepper stays there", async ({ page }) => {
  await openPartnerOnboarding(page);
  const dialog = await startWithXFlow(page, 'CL1208');
  await expect(dialog.getByRole('alert')).toHaveText(KYC_REFUSAL);
  await expect(step(dialog, 'Basic details')).toContainText('Completed');
  await expect(step(dialog, 'KYC')).toContainText('Failed');
  await expect(step(dialog, 'Bank details')).toContainText('Pending');
  await expect(dialog.getByRole('button', { name: 'Done' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Try again' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(KYC_REFUSAL);
  await expect(step(dialog, 'KYC')).toContainText('Failed');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(await rowOf(page, 'CL1208')).toContainText('Input required');
});
