// The public pages (spec 3 sections 2.8 and 2.9): the calculator on a phone and its notice on a wide window, and both
// legal pages with their figures and buttons (Sign Up only where the console has it).
import { expect, test, consoles } from './fixtures';
import { selectNamed } from './select-helpers';

test('the calculator quotes on a 390 px phone, and a 1280 px window gets the notice instead', async ({ browser }) => {
  const phone = await browser.newContext({ locale: 'en-GB', viewport: { width: 390, height: 844 } });
  const page = await phone.newPage();
  await page.goto(`${consoles.client()}/fx-calculator`);
  await expect(page.getByRole('heading', { name: 'FX Savings Calculator' })).toBeVisible();
  await expect(selectNamed(page, /^Currency/)).toHaveValue('USD');
  await page.getByRole('button', { name: 'Calculate' }).click();
  await expect(page.getByText('Please enter an amount')).toBeVisible();
  await page.getByRole('textbox', { name: /^Amount/ }).fill('1000');
  await page.keyboard.press('Tab');
  await expect(page.getByText('Please enter an amount')).toHaveCount(0);
  await page.getByRole('button', { name: 'Calculate' }).click();
  const result = page.getByRole('region', { name: 'Result' });
  await expect(result).toContainText('₹82,001.25');
  await expect(result).toContainText('83.95');
  await expect(result).toContainText('₹83,950.00');
  await expect(result).toContainText('₹1,948.75');
  await phone.close();

  const wide = await browser.newContext({ locale: 'en-GB', viewport: { width: 1280, height: 800 } });
  const desk = await wide.newPage();
  await desk.goto(`${consoles.client()}/fx-calculator`);
  await expect(desk.getByText('Requested content is only available on mobile devices')).toBeVisible();
  await expect(desk.getByRole('button', { name: 'Calculate' })).toHaveCount(0);
  await wide.close();
});

test('the legal pages show their figures, Sign In and, in the client console only, Sign Up', async ({ page }) => {
  await page.goto(`${consoles.client()}/terms-and-conditions`);
  await expect(page.getByRole('heading', { name: 'Terms and Conditions', level: 2 })).toBeVisible();
  for (const figure of ['within 5 business days', "120 days' notice", 'sole arbitrator', 'courts of Mumbai'])
    await expect(page.getByText(figure).first()).toBeVisible();
  await expect(page.getByText('facilitation fees you paid in the preceding 3 months')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign Up' })).toBeVisible();
  await page.getByRole('link', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/sign-in$/);

  await page.goto(`${consoles.client()}/privacy-policy`);
  await expect(page.getByText('Last updated: January 21, 2025')).toBeVisible();
  await page.goto(`${consoles.admin()}/privacy-policy`);
  await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign Up' })).toHaveCount(0);
});
