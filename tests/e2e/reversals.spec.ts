// Reversals (spec 3 sections 2.6 and 4) in the browser: a client reverses a payment (the question, then the Reverse
// Transaction form), the Admin sends it to reversal, the payments partner confirms it (the background job), and the
// client sees the timeline end in green.
import type { Browser, Page } from '@playwright/test';
import { signInByPassword } from './auth-helpers';
import { consoles, expect, test, watchProblems } from './fixtures';
import { selectNamed } from './select-helpers';

/** Signs in and opens /reversals in the given console. */
const openReversals = async (page: Page, base: string, email: string) => {
  await signInByPassword(page, base, email);
  // Where a user lands depends on its client's shipments; any page past the sign-in will do.
  await page.waitForURL((url) => !url.pathname.endsWith('/sign-in'));
  await page.goto(`${base}/reversals`);
  await expect(page.getByRole('heading', { name: 'Reversals', level: 2 })).toBeVisible();
};

/** The row of one payment, found by searching its id. */
const rowOf = async (page: Page, paymentId: string) => {
  await page.getByRole('textbox', { name: 'Search Reversals' }).fill(paymentId);
  const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: paymentId, exact: true }) });
  await expect(row).toHaveCount(1);
  return row;
};

/** A second page in a context of its own (the other console's sign-in). */
const otherPage = async (browser: Browser) => (await browser.newContext()).newPage();

test('a client reverses a payment, the admin sends it on, the partner confirms it, the timeline ends green', async ({
  page,
  browser,
  problems,
}) => {
  // Two consoles and the partner's job in one journey: about 45 s on an idle machine, more on a busy one.
  test.setTimeout(180_000);
  await openReversals(page, consoles.client(), 'backoffice@demo.test');
  // The client console shows cstatus, hides the admin's columns and offers no 'Sent To Reversal'.
  await expect(page.getByRole('columnheader', { name: 'Partner Deposit ID' })).toHaveCount(0);
  await expect(page.getByRole('columnheader', { name: 'Client' })).toHaveCount(0);
  const filter = page.getByRole('radiogroup', { name: 'Status' });
  await expect(filter.getByText(/^Reversed \(\d+\)$/)).toBeVisible();
  await expect(filter.getByText(/^Sent To Reversal/)).toHaveCount(0);

  const free = page
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: 'Reversal', exact: true, disabled: false }) })
    .first();
  const paymentId = (await free.getByRole('cell').nth(1).textContent())!.trim();
  await free.getByRole('button', { name: 'Reversal', exact: true }).click();
  const question = page.getByRole('dialog', { name: 'Reversal' });
  await expect(question.getByText('Are you really want to reverse this payment?')).toBeVisible();
  await question.getByRole('button', { name: 'Yes' }).click();

  const form = page.getByRole('dialog', { name: 'Reverse Transaction' });
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form.getByText('Please select a customer')).toBeVisible();
  await expect(form.getByText('Comment is required.')).toBeVisible();
  await selectNamed(form, /^Customer/).click();
  await page.getByRole('listbox').getByRole('option').first().click();
  await form.getByRole('textbox', { name: /^Comment/ }).fill('The buyer paid this invoice twice');
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Reversal requested successfully')).toBeVisible();
  await expect(form).toBeHidden();
  const requested = await rowOf(page, paymentId);
  await expect(requested.getByText('Reversal In Progress')).toBeVisible();
  await expect(requested.getByRole('button', { name: 'Reversal', exact: true })).toBeDisabled();

  const admin = await otherPage(browser);
  const adminProblems = watchProblems(admin);
  await openReversals(admin, consoles.admin(), 'admin@demo.test');
  await expect(admin.getByRole('columnheader', { name: 'Partner Deposit ID' })).toBeVisible();
  const adminRow = await rowOf(admin, paymentId);
  await adminRow.getByRole('button', { name: 'View' }).click();
  const panel = admin.getByRole('dialog', { name: 'Reversal Details' });
  await expect(panel.getByText('The buyer paid this invoice twice').first()).toBeVisible();
  await panel.getByRole('button', { name: 'Submit' }).click();
  await expect(panel.getByText('Please select a status.')).toBeVisible();
  await expect(panel.getByText('Comment is required.')).toBeVisible();
  await panel.getByRole('radio', { name: 'Sent To Reversal' }).check();
  await panel.getByRole('textbox', { name: /^Comment/ }).fill('Refund agreed with the buyer');
  await panel.getByRole('button', { name: 'Submit' }).click();
  await expect(admin.getByText('Status Updated Successfully')).toBeVisible();
  await expect((await rowOf(admin, paymentId)).getByText('Sent To Reversal')).toBeVisible();

  // The partner's confirmation is a background job (REVERSAL_CONFIRM_SECONDS, 5 s by default): the client looks again.
  await expect(async () => {
    await page.reload();
    const row = await rowOf(page, paymentId);
    await expect(row.getByText('Reversed', { exact: true })).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 30_000 });
  const reversed = await rowOf(page, paymentId);
  await reversed.getByRole('button', { name: 'View' }).click();
  const view = page.getByRole('dialog', { name: 'Reversal Details' });
  const timeline = view.getByLabel('Remark History');
  await expect(timeline.locator('[data-status]')).toHaveCount(3);
  await expect(timeline.locator('[data-status="REVERSED"]')).toHaveAttribute('data-color', 'green');
  await expect(timeline.locator('[data-status="REVERSAL_INPROGRESS"]')).toHaveAttribute('data-color', '#ffbf00');
  await expect(timeline.getByText('The payments partner reversed the deposit')).toBeVisible();
  await expect(view.getByRole('radio')).toHaveCount(0);
  expect(problems).toEqual([]);
  expect(adminProblems).toEqual([]);
});
