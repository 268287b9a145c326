// Manage Alerts (spec 2 sections 2.8 and 4.7) in the browser: a switch is sent and stays after the reload; where the
// notification service refuses (CL1002, documented), the switch reverts with 'Something went wrong'.
import { signInByPassword } from './auth-helpers';
import { consoles, expect, test } from './fixtures';

test('an exporter switches an alert on, and it stays on after a reload', async ({ page, problems }) => {
  await signInByPassword(page, consoles.client(), 'exporter@demo.test');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('navigation', { name: 'Main menu' }).getByText('Manage Alerts').click();
  await expect(page).toHaveURL(/\/manage-alerts$/);
  const financing = page.getByRole('switch', { name: 'Receive Financing status' });
  await expect(financing).not.toBeChecked();
  await expect(page.getByRole('row').filter({ hasText: 'Financing status' })).toContainText('5');
  await financing.click({ force: true });
  await expect(page.getByText('Alert settings updated')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Receive Financing status' })).toBeChecked();
  expect(problems).toEqual([]);
});

test("a Service Exporter reaches it from the profile menu; a refused switch reverts with 'Something went wrong'", async ({
  page,
}) => {
  await signInByPassword(page, consoles.client(), 'service@demo.test');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('button', { name: 'Profile menu' }).click();
  await page.getByRole('menuitem', { name: 'Manage Alerts' }).click();
  await expect(page.getByRole('switch', { name: 'Receive Payment received' })).toBeChecked();

  const importer = await page.context().newPage();
  await signInByPassword(importer, consoles.client(), 'importer@demo.test');
  await expect(importer).toHaveURL(/\/dashboard$/);
  await importer.goto(`${consoles.client()}/manage-alerts`);
  const payment = importer.getByRole('switch', { name: 'Receive Payment received' });
  await expect(payment).toBeChecked();
  await payment.click({ force: true });
  await expect(importer.getByText('Something went wrong')).toBeVisible();
  await expect(payment).toBeChecked();
});
