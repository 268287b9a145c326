// Each seeded role signs in by OTP and by password in its own console and lands where spec 1 table 4.2 says: the
// approved demo clients have requests (/dashboard); client-detail.spec.ts proves an approved client without one lands
// on /shipment, and server/routes/auth.test.ts that such a client's count is 0.
import { signInByOtp, signInByPassword } from './auth-helpers';
import { consoles, expect, test } from './fixtures';

const ROLES = [
  {
    role: 'Client Exporter',
    console: 'client',
    email: 'exporter@demo.test',
    mobile: '9876500001',
    lands: '/dashboard',
    menu: 'Start Shipment',
  },
  {
    role: 'Client Importer',
    console: 'client',
    email: 'importer@demo.test',
    mobile: '9876500002',
    lands: '/dashboard',
    menu: 'Manage Scrip',
  },
  {
    role: 'Client Back-office Admin',
    console: 'client',
    email: 'backoffice@demo.test',
    mobile: '9876500003',
    lands: '/dashboard',
    menu: 'System Config',
  },
  {
    role: 'Service Exporter',
    console: 'client',
    email: 'service@demo.test',
    mobile: '9876500004',
    lands: '/dashboard',
    menu: 'Receive Payments',
  },
  {
    role: 'Document manager',
    console: 'client',
    email: 'documents@demo.test',
    mobile: '9876500005',
    lands: '/dashboard',
    menu: 'New Shipment',
  },
  {
    role: 'Admin',
    console: 'admin',
    email: 'admin@demo.test',
    mobile: '9876500006',
    lands: '/dashboard',
    menu: 'ITC-HS Code',
  },
] as const;

for (const user of ROLES) {
  test(`${user.role} signs in by OTP (mobile) and lands on ${user.lands}`, async ({ page, problems }) => {
    await signInByOtp(page, consoles[user.console](), user.mobile);
    await expect(page).toHaveURL(new RegExp(`${user.lands}$`));
    await expect(page.getByRole('navigation', { name: 'Main menu' }).getByText(user.menu)).toBeVisible();
    expect(problems).toEqual([]);
  });

  test(`${user.role} signs in by password and lands on ${user.lands}`, async ({ page }) => {
    await signInByPassword(page, consoles[user.console](), user.email);
    await expect(page).toHaveURL(new RegExp(`${user.lands}$`));
    await page.getByRole('button', { name: 'Profile menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/sign-in$/);
  });
}

test('a wrong password is refused with the same message as an unknown e-mail', async ({ page }) => {
  await signInByPassword(page, consoles.client(), 'exporter@demo.test', 'Wrong@2025');
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  await expect(page).toHaveURL(/\/sign-in$/);
});

test('an admin-console token is refused by the client console', async ({ page, request }) => {
  await signInByPassword(page, consoles.admin(), 'admin@demo.test');
  await expect(page).toHaveURL(/\/dashboard$/);
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  const own = await request.get(`${consoles.admin()}/api/masters/roles`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect((await own.json()).responseCode).toBe(200);
  const other = await request.get(`${consoles.client()}/api/masters/currencies`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(other.status()).toBe(401);
});

test('a press on Sign In that settles a mistyped e-mail does not move the button, and signs in', async ({ page }) => {
  await page.goto(`${consoles.client()}/sign-in`);
  await page.getByRole('button', { name: 'Sign in with password' }).click();
  const email = page.getByRole('textbox', { name: /^Email/ });
  await email.fill('exporter@demo.');
  await page.getByLabel(/^Password/).fill('Demo@2025');
  await expect(page.getByText('Please enter a valid Email')).toBeVisible();
  await email.press('End');
  await email.pressSequentially('test');
  // Pressed at once: the e-mail settles valid as the press takes the focus, and its message would go from above the
  // button while the button is held down.
  const button = page.getByRole('button', { name: 'Sign In', exact: true });
  const before = (await button.boundingBox())!;
  await page.mouse.move(before.x + before.width / 2, before.y + before.height / 2);
  await page.mouse.down();
  await expect(email).not.toBeFocused();
  // (Mantine's pressed button sinks by a pixel.)
  expect(Math.abs((await button.boundingBox())!.y - before.y)).toBeLessThanOrEqual(1);
  await page.mouse.up();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("a form's one-line inputs are layout boundaries, so a keystroke lays out its input only", async ({ page }) => {
  await page.goto(`${consoles.client()}/sign-in`);
  await page.getByRole('button', { name: 'Sign in with password' }).click();
  const email = page.getByRole('textbox', { name: /^Email/ });
  const box = await email.evaluate((input) => {
    const wrapper = input.parentElement!;
    return {
      wrapperContain: getComputedStyle(wrapper).contain,
      inputContain: getComputedStyle(input).contain,
      wrapperHeight: wrapper.getBoundingClientRect().height,
      inputHeight: input.getBoundingClientRect().height,
      width: input.clientWidth,
    };
  });
  // The boundary is the input's wrapper, already a paint layer; the input itself makes no stacking context.
  expect(box.wrapperContain).toBe('size layout');
  expect(box.inputContain).toBe('none');
  // Its size is the theme's, not its content's: as tall as its input (36 px) and the width of its field.
  expect(box.wrapperHeight).toBe(36);
  expect(box.inputHeight).toBe(36);
  expect(box.width).toBeGreaterThan(200);
});

test('the password step draws at once: its widgets were fetched while the first step was shown', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto(`${consoles.client()}/sign-in`);
  await page.getByRole('textbox', { name: /Email or Mobile Number/ }).waitFor();
  // the next steps' widgets are fetched once the browser is idle, which a busy machine may put off past the network's quiet
  await expect.poll(() => scripts.some((url) => /\/PasswordWidget-/.test(url)), { timeout: 15_000 }).toBe(true);
  await page.waitForLoadState('networkidle');
  scripts.length = 0;
  await page.getByRole('button', { name: 'Sign in with password' }).click();
  await expect(page.getByLabel(/^Password/)).toBeVisible();
  expect(scripts).toEqual([]);
});
