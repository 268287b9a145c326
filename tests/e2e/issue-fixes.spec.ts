// Issue 14 in Chromium: disguised and refused uploads, typed dates of birth under 18, the country default, sign-up's OTP steps.
import type { Page } from '@playwright/test';
import { otpFor, signInByPassword, typeOtp } from './auth-helpers';
import { consoles, expect, test } from './fixtures';
import { fill, fillBusiness, pdf, pick, says, upload } from './onboarding-helpers';
import { selectNamed } from './select-helpers';

/** A text file named as a PDF: the browser calls it application/pdf, its first bytes say otherwise. */
const disguised = (name: string) => ({ name, mimeType: 'application/pdf', buffer: Buffer.from('just some notes\n') });
const saveAndNext = (page: Page) => page.getByRole('button', { name: 'Save & Next' }).click();
const unique = () => String(Date.now()).slice(-9);
const digits = (page: Page) => page.getByRole('textbox', { name: /OTP digit/ });
/** Today minus 17 years, as a user types it. */
const seventeenYearsAgo = () => {
  const day = new Date();
  day.setFullYear(day.getFullYear() - 17);
  return day.toLocaleDateString('en-GB', { day: '2-digit', month: '2-digit', year: 'numeric' });
};

/** Signs a new client up (Skip at the password step) and opens its onboarding with the personal details filled. */
async function newClient(page: Page, category: 'Goods Exporter' | 'Service Exporter') {
  const base = consoles.client();
  const email = `issue14.${unique()}.${Math.floor(Math.random() * 1000)}@demo.test`;
  await page.goto(`${base}/sign-up`);
  await page.getByText(category).click();
  await page.getByRole('textbox', { name: /^Email/ }).fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await typeOtp(page, await otpFor(page.request, base, email));
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.getByRole('button', { name: 'Skip' }).click();
  await expect(page).toHaveURL(/\/onboarding$/);
  await fill(page, /^First Name/, 'Kiran');
  await fill(page, /^Last Name/, 'Shah');
  await fill(page, /^Mobile Number/, `9${unique()}`);
}

/** Types a date into the Date of Birth field key by key, then leaves it. */
async function typeDob(page: Page, date: string) {
  const dob = page.getByRole('textbox', { name: /^Date of Birth/ });
  await dob.click();
  await dob.pressSequentially(date);
  await page.keyboard.press('Tab');
  return dob;
}

test('a file whose content is not its name is refused at the field before upload; server refusals keep their words', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const sent: string[] = [];
  page.on('request', (request) => {
    if (/\/api\/onboarding\/(documents|stakeholder-documents|ocr)$/.test(request.url())) sent.push(request.url());
  });
  await newClient(page, 'Goods Exporter');
  await saveAndNext(page);
  await says(page, 'Personal details saved successfully');

  const gstError = page.locator('#root_gstFile-error');
  await upload(page, /^GST Certificate/, disguised('gst-certificate.pdf'));
  await expect(gstError).toContainText('Invalid file type');
  await expect(gstError).not.toContainText('Something went wrong');
  expect(sent).toEqual([]);

  // Whatever the server answers, the field says it in the server's words; no answer at all gives the generic words.
  await page.route('**/api/onboarding/documents', (route) =>
    route.fulfill({
      status: 413,
      contentType: 'application/json',
      body: JSON.stringify({ responseCode: 413, message: 'File size exceeds 10MB', data: null }),
    }),
  );
  await upload(page, /^GST Certificate/, pdf('gst-too-big.pdf'));
  await expect(gstError).toContainText('File size exceeds 10MB');
  await expect(page.getByText('gst-too-big.pdf')).toBeHidden();
  await page.unroute('**/api/onboarding/documents');
  await page.route('**/api/onboarding/documents', (route) => route.abort('connectionreset'));
  await upload(page, /^GST Certificate/, pdf('gst-lost.pdf'));
  await expect(gstError).toContainText('Something went wrong while uploading document');
  await expect(page.getByText('gst-lost.pdf')).toBeHidden();
  await page.unroute('**/api/onboarding/documents');

  await fillBusiness(page, 'Issue Fourteen Exports Pvt Ltd', 'Private Limited');
  await expect(gstError).toBeHidden();
  await saveAndNext(page);
  await says(page, 'Business details saved successfully');

  await page.getByRole('button', { name: 'Add Director' }).click();
  const before = sent.length;
  await upload(page, /^PAN Card/, disguised('BCDPM2345G.pdf'));
  await expect(page.locator('[id$="_document-error"]')).toContainText('Invalid file type');
  await pick(page, /^Proof of Address Type/, 'Aadhaar');
  await upload(page, /Upload front of Proof of Address/, disguised('aadhaar-front.pdf'));
  await expect(page.getByText('Invalid file type', { exact: true })).toBeVisible();
  expect(sent.slice(before)).toEqual([]);
});

test("an owner's or director's date of birth under 18, typed from the keyboard, is kept and refused", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const young = seventeenYearsAgo();
  await newClient(page, 'Goods Exporter');
  await saveAndNext(page);
  await fillBusiness(page, 'Minor Checks Pvt Ltd', 'Private Limited');
  await saveAndNext(page);
  await says(page, 'Business details saved successfully');

  await page.getByRole('button', { name: 'Add Beneficial Owner' }).click();
  const ownerDob = await typeDob(page, young);
  await expect(page.getByText('Stakeholder must be at least 18 years old')).toBeVisible();
  await expect(ownerDob).toHaveValue(young);
  await expect(page.getByText('Please enter Date of Birth')).toBeHidden();
  await ownerDob.fill('');
  await typeDob(page, '12/04/1985');
  await expect(page.getByText('Stakeholder must be at least 18 years old')).toBeHidden();
  await expect(ownerDob).toHaveValue('12/04/1985');
  await page.getByRole('button', { name: 'Cancel' }).click();

  await page.getByRole('button', { name: 'Add Director' }).click();
  const directorDob = await typeDob(page, young);
  await expect(page.getByText('Director must be at least 18 years old')).toBeVisible();
  await expect(directorDob).toHaveValue(young);
  await expect(page.getByText('Please enter Date of Birth')).toBeHidden();
});

test("the applicant's date of birth under 18, typed from the keyboard, is kept and refused", async ({ page }) => {
  test.setTimeout(90_000);
  const young = seventeenYearsAgo();
  await newClient(page, 'Service Exporter');
  await pick(page, /^Business Type/, 'Individual/Freelancer');
  await fill(page, /^Website/, 'www.example.com');
  await fill(page, /^Business Description/, 'Design work for overseas clients');
  await page.getByRole('radio', { name: 'No' }).check();
  await saveAndNext(page);
  await says(page, 'Business details saved successfully');

  const applicantDob = await typeDob(page, young);
  await expect(page.getByText('You must be at least 18 years old')).toBeVisible();
  await expect(applicantDob).toHaveValue(young);
  await expect(page.getByText('Please enter Date of Birth')).toBeHidden();
});

test("the Service Exporter's full business form defaults the country to India", async ({ page }) => {
  await signInByPassword(page, consoles.client(), 'freelancer@demo.test');
  await expect(page).toHaveURL(/\/onboarding$/);
  const country = selectNamed(page, /^Country/);
  await expect(country).toBeHidden();
  for (const type of ['IT Service Provider', 'Consultant']) {
    await pick(page, /^Business Type/, type);
    await expect(country).toHaveValue('India');
  }
  await pick(page, /^Business Type/, 'Individual/Freelancer');
  await expect(country).toBeHidden();
  await pick(page, /^Business Type/, 'IT Service Provider');
  await expect(country).toHaveValue('India');
});

test("sign-up's OTP steps each start with four empty boxes and focus in the first", async ({ page, problems }) => {
  const base = consoles.client();
  const email = `otp.${unique()}@demo.test`;
  const mobile = `9${unique()}`;
  await page.goto(`${base}/sign-up`);
  await page.getByText('Service Exporter').click();
  await page.getByRole('textbox', { name: /^Email/ }).fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(digits(page)).toHaveCount(4);
  for (const box of await digits(page).all()) await expect(box).toHaveValue('');
  await expect(digits(page).first()).toBeFocused();
  await page.keyboard.type(await otpFor(page.request, base, email));
  await page.getByRole('button', { name: 'Verify' }).click();

  await page.getByLabel(/^Password/).fill('Export@2025');
  await page.getByLabel(/^Confirm Password/).fill('Export@2025');
  await page.getByRole('textbox', { name: /Mobile Number/ }).fill(mobile);
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByText('Verify mobile')).toBeVisible();
  await expect(digits(page)).toHaveCount(4);
  for (const box of await digits(page).all()) await expect(box).toHaveValue('');
  await expect(digits(page).first()).toBeFocused();
  await page.keyboard.type(await otpFor(page.request, base, mobile));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Registered successfully. Taking you to onboarding...')).toBeVisible();
  expect(problems).toEqual([]);
});
