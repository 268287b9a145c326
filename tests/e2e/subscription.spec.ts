// Subscription Plans (spec 2 sections 2.9, 4.8 and 5.7) in the admin console: an Individual plan (Single and locked,
// Accessibility and Pricing disabled), a Multiple plan with Include GST through the tabs, an edit (name and type of user
// locked), a status switch, and leaving with unsaved changes.
import type { Page } from '@playwright/test';
import { signInByPassword } from './auth-helpers';
import { consoles, expect, test } from './fixtures';
import { selectNamed } from './select-helpers';

const choose = async (page: Page, label: RegExp, option: string) => {
  await selectNamed(page, label).click();
  await page.getByRole('option', { name: option, exact: true }).click();
};

test('the Admin configures an Individual and a Multiple plan, edits one and switches its status', async ({
  page,
  problems,
}) => {
  await signInByPassword(page, consoles.admin(), 'admin@demo.test');
  await expect(page).toHaveURL(/\/dashboard$/);
  // Spec 3 section 1 lists the Admin's menu without plans: the Admin opens them by their address.
  await page.goto(`${consoles.admin()}/subscription`);
  await expect(page.getByText('No plans yet: configure the first one.')).toBeVisible();

  // Individual: Single and locked; Accessibility and Pricing disabled; Configure once the settings are valid.
  await page.getByRole('button', { name: 'Configure Plan' }).first().click();
  await expect(page).toHaveURL(/\/subscription\/configure$/);
  // The list stays on screen (with its own Configure Plan buttons) until the form's screen has arrived.
  await expect(page.getByRole('textbox', { name: /^Name of Plan/ })).toBeVisible();
  const configure = page.getByRole('button', { name: 'Configure Plan' });
  await expect(configure).toBeDisabled();
  await choose(page, /^Name of Plan/, 'Individual');
  await expect(page.getByRole('radio', { name: 'Single' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Multiple' })).toBeDisabled();
  await expect(page.getByRole('tab', { name: 'Accessibility' })).toBeDisabled();
  await expect(page.getByRole('tab', { name: 'Pricing' })).toBeDisabled();
  await page.getByRole('radio', { name: 'Monthly' }).check();
  await page.getByRole('textbox', { name: /^Set fees/ }).fill('499');
  await page.keyboard.press('Tab');
  await expect(configure).toBeEnabled();
  // Valid settings enable neither (spec 2 section 2.9), and no Next leads there.
  await expect(page.getByRole('tab', { name: 'Pricing' })).toBeDisabled();
  await expect(page.getByRole('tab', { name: 'Accessibility' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Next' })).toHaveCount(0);
  await configure.click();
  await expect(page.getByText('Plan configured successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/subscription$/);
  await expect(page.getByRole('row').filter({ hasText: 'Individual' })).toContainText('ACTIVE');

  // Multiple with Include GST: Next only when the tab is valid; GST amount and total follow.
  await page.getByRole('button', { name: 'Configure Plan' }).click();
  await choose(page, /^Name of Plan/, 'Growth');
  await page.getByRole('radio', { name: 'Multiple' }).check();
  await page.getByRole('radio', { name: 'Custom Days' }).check();
  const next = page.getByRole('button', { name: 'Next' }).first();
  await expect(next).toBeDisabled();
  await page.getByRole('textbox', { name: /^Number of users/ }).fill('5');
  await page.getByRole('textbox', { name: /^Number of days/ }).fill('90');
  await page.getByRole('textbox', { name: /^Number of shipments/ }).fill('100');
  await page.keyboard.press('Tab');
  await expect(next).toBeEnabled();
  await next.click();
  await page.getByRole('checkbox', { name: 'Documents' }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('textbox', { name: /^Base amount/ }).fill('999.99');
  await page.getByRole('radio', { name: 'Include GST' }).check();
  await page.getByRole('textbox', { name: /^GST rate/ }).fill('18');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('textbox', { name: /^GST amount/ })).toHaveValue('180');
  await expect(page.getByRole('textbox', { name: /^Total amount/ })).toHaveValue('1179.99');
  await configure.click();
  await expect(page).toHaveURL(/\/subscription$/);
  await expect(page.getByRole('row').filter({ hasText: 'Growth' })).toContainText('ACTIVE');

  // A plan name already configured is refused.
  await page.getByRole('button', { name: 'Configure Plan' }).click();
  await choose(page, /^Name of Plan/, 'Individual');
  await page.getByRole('radio', { name: 'Yearly' }).check();
  await page.getByRole('textbox', { name: /^Set fees/ }).fill('999');
  await page.keyboard.press('Tab');
  await configure.click();
  await expect(page.getByText('Plan already exists, please select another plan')).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('dialog', { name: 'Cancel Plan' }).getByRole('button', { name: 'Yes' }).click();
  await expect(page).toHaveURL(/\/subscription$/);

  // Edit: the plan name and the type of user are locked; a change is saved.
  const growth = page.getByRole('row').filter({ hasText: 'Growth' });
  await growth.getByRole('button', { name: 'Edit' }).click();
  await expect(page.getByRole('textbox', { name: /^Name of Plan/ })).toHaveValue('Growth');
  await expect(page.getByRole('radio', { name: 'Multiple' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Single' })).toBeDisabled();
  await page.getByRole('textbox', { name: /^Number of shipments/ }).fill('120');
  await page.keyboard.press('Tab');
  await configure.click();
  await expect(page.getByText('Plan updated successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/subscription$/);
  await growth.getByRole('button', { name: 'Edit' }).click();
  await expect(page.getByRole('textbox', { name: /^Number of shipments/ })).toHaveValue('120');
  await page.getByRole('link', { name: /Back to Subscription Plans/ }).click();

  // Status: the switch sends the new status.
  await page.getByRole('switch', { name: /Growth/ }).click({ force: true });
  await expect(page.getByText('Plan status updated successfully')).toBeVisible();
  await expect(growth).toContainText('INACTIVE');
  expect(problems).toEqual([]);
});

test('leaving a valid unsaved plan asks first, and Cancel asks the same', async ({ page }) => {
  await signInByPassword(page, consoles.admin(), 'admin@demo.test');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto(`${consoles.admin()}/subscription/configure`);
  await choose(page, /^Name of Plan/, 'Individual');
  await page.getByRole('radio', { name: 'Yearly' }).check();
  await page.getByRole('textbox', { name: /^Set fees/ }).fill('299');
  await page.keyboard.press('Tab');

  await page.getByRole('navigation', { name: 'Main menu' }).getByText('Currency').click();
  const question = page.getByRole('dialog', { name: 'Cancel Plan' });
  await expect(question.getByText('Are you really want to exit?')).toBeVisible();
  await question.getByRole('button', { name: 'No' }).click();
  await expect(page).toHaveURL(/\/subscription\/configure$/);

  // The browser's own warning is asked for too: beforeunload is cancelled while the form is unsaved.
  const cancelled = await page.evaluate(() => {
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  });
  expect(cancelled).toBe(true);

  await page.getByRole('button', { name: 'Cancel' }).click();
  await question.getByRole('button', { name: 'Yes' }).click();
  await expect(page).toHaveURL(/\/subscription$/);
});
