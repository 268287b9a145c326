// Add User and Users in the browser (issue 31): a back-office admin invites a Client Importer, who sets a password from
// the e-mailed link, signs in and sees the importer's menu and its own client's payments only; the back-office admin
// deactivates them and their open session ends; the Admin finds and reactivates them under Users.
import { signInByPassword } from './auth-helpers';
import { consoles, expect, test } from './fixtures';
import { fill } from './onboarding-helpers';

const EMAIL = 'kavya.importer@kaveri.test';
const PASSWORD = 'Invite@2026';

test('an invited importer sets a password, works on its client only, is deactivated and reactivated', async ({
  page,
  browser,
  problems,
}) => {
  // Three people sign in and a password is set: longer than one sign-in's default on a busy machine.
  test.slow();
  // The back-office admin invites a Client Importer.
  await signInByPassword(page, consoles.client(), 'backoffice@demo.test');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto(`${consoles.client()}/admin-service/users`);
  await expect(page.getByRole('heading', { name: 'Add User', level: 2 })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'exporter@demo.test' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'importer@demo.test' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Invite User' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite User' });
  await fill(page, /^First Name/, 'Kavya');
  await fill(page, /^Last Name/, 'Reddy');
  await fill(page, /^Email ID/, EMAIL);
  await fill(page, /^Mobile Number/, '9811122200');
  // The dialog's Role, not the table's Role filter behind it.
  await dialog
    .getByRole('combobox', { name: /^Role/ })
    .or(dialog.getByRole('textbox', { name: /^Role/ }))
    .click();
  await page.getByRole('option', { name: 'Client Importer', exact: true }).click();
  await dialog.getByRole('button', { name: 'Send Invitation' }).click();
  await expect(page.getByText('Invitation sent successfully')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: EMAIL });
  await expect(row).toContainText('Invited');
  await expect(row.getByRole('button', { name: 'Resend Invitation' })).toBeEnabled();

  // The invitee sets a password from the outbox link, in a browser of its own.
  let link = '';
  await expect(async () => {
    const { data } = (await (await page.request.get(`${consoles.client()}/api/dev/outbox`)).json()) as {
      data: { to: string; link?: string }[];
    };
    link = data.find((message) => message.to === EMAIL && message.link)?.link ?? '';
    expect(link).toContain('/set-password/');
  }).toPass({ timeout: 10_000 });
  const invitee = await (await browser.newContext()).newPage();
  await invitee.goto(`${consoles.client()}${new URL(link).pathname}`);
  await invitee.getByLabel(/^New Password/).fill(PASSWORD);
  await invitee.getByLabel(/^Confirm Password/).fill(PASSWORD);
  await invitee.getByRole('button', { name: 'Set Password' }).click();
  await expect(invitee).toHaveURL(/\/sign-in$/);

  // Signed in, it has the importer's menu and its client's payments only.
  await signInByPassword(invitee, consoles.client(), EMAIL, PASSWORD);
  await expect(invitee).toHaveURL(/\/(dashboard|shipment)$/);
  const nav = invitee.getByRole('navigation', { name: 'Main menu' });
  await expect(nav.getByText('Transactions', { exact: true })).toBeVisible();
  await expect(nav.getByText('System Config', { exact: true })).toHaveCount(0);
  await nav.getByText('Transactions', { exact: true }).click();
  await expect(invitee.getByRole('heading', { name: 'Transactions', level: 2 })).toBeVisible();
  await expect(invitee.getByRole('cell', { name: /^PAY1001/ }).first()).toBeVisible();
  await expect(invitee.getByRole('cell', { name: /^PAY1002/ })).toHaveCount(0);

  // The back-office admin deactivates them: their open session ends at its next call.
  await page.reload();
  await expect(row.getByRole('cell', { name: 'Active', exact: true })).toBeVisible();
  await row.getByRole('button', { name: 'Deactivate' }).click();
  await page.getByRole('dialog', { name: 'Deactivate User' }).getByRole('button', { name: 'Yes, Deactivate' }).click();
  await expect(page.getByText('User deactivated successfully')).toBeVisible();
  await expect(row).toContainText('Inactive');
  await expect(
    page.getByRole('row').filter({ hasText: 'backoffice@demo.test' }).getByRole('button', { name: 'Deactivate' }),
  ).toBeDisabled();
  await invitee.reload();
  await expect(invitee).toHaveURL(/\/sign-in/);

  // The Admin finds them under Users and reactivates them.
  const admin = await (await browser.newContext()).newPage();
  await signInByPassword(admin, consoles.admin(), 'admin@demo.test');
  await expect(admin).toHaveURL(/\/dashboard$/);
  await admin.goto(`${consoles.admin()}/users`);
  await expect(admin.getByRole('heading', { name: 'Users', level: 2 })).toBeVisible();
  await admin.getByRole('textbox', { name: 'Search Users' }).fill('kavya');
  const found = admin.getByRole('row').filter({ hasText: EMAIL });
  await expect(found).toContainText('Inactive');
  await expect(found).toContainText('Kaveri Textiles Pvt Ltd');
  await found.getByRole('button', { name: 'Reactivate' }).click();
  await admin.getByRole('dialog', { name: 'Reactivate User' }).getByRole('button', { name: 'Yes, Reactivate' }).click();
  await expect(admin.getByText('User reactivated successfully')).toBeVisible();
  await expect(found.getByRole('cell', { name: 'Active', exact: true })).toBeVisible();
  await signInByPassword(invitee, consoles.client(), EMAIL, PASSWORD);
  await expect(invitee).toHaveURL(/\/(dashboard|shipment)$/);
  expect(problems).toEqual([]);
});
