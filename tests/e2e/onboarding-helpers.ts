// Walking the onboarding wizards as a user does: picking options, uploading the demo cards, filling the step forms.
import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import { selectNamed } from './select-helpers';

/** A small PDF named as the simulated OCR reads it (a demo PAN in the name: see the README). */
export const pdf = (name: string) => ({ name, mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n% demo\n') });

/** Uploads through a button that opens the file chooser. */
export async function upload(page: Page, button: string | RegExp, file: ReturnType<typeof pdf>) {
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    page.getByRole('button', { name: button }).click(),
  ]);
  await chooser.setFiles(file);
}

/** Chooses an option of a select or multi-select by its label. */
export async function pick(page: Page, field: RegExp, option: string) {
  await selectNamed(page, field).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Types into the text field named exactly so. */
export const fill = (page: Page, name: string | RegExp, value: string) =>
  page.getByRole('textbox', typeof name === 'string' ? { name, exact: true } : { name }).fill(value);

/** Waits for a snackbar or dialog text. */
export const says = (page: Page, text: string) => expect(page.getByText(text, { exact: true }).first()).toBeVisible();

/** The business step of the payments wizard, with a GST and an IEC certificate (the legal name's label as given). */
export async function fillBusiness(
  page: Page,
  legalName: string,
  companyType: string,
  nameLabel = /^Business Legal Name/,
) {
  await fill(page, nameLabel, legalName);
  await pick(page, /^Business Type/, 'Manufacturer');
  await pick(page, /^Company Type/, companyType);
  await fill(page, /^Address Line 1/, '12 Marine Drive');
  await pick(page, /^State/, 'Maharashtra');
  await fill(page, /^City/, 'Mumbai');
  await fill(page, /^PIN/, '400001');
  await fill(page, /^Website/, 'www.example.com');
  await fill(page, /^Business Description/, 'Exports of cotton textiles');
  await pick(page, /^Industry/, 'Textiles & Apparel');
  await page.keyboard.press('Escape');
  await fill(page, /^Estimated Monthly Volume/, '250000');
  await upload(page, /^GST Certificate/, pdf('gst.pdf'));
  await expect(page.getByText('gst.pdf')).toBeVisible();
  await upload(page, /^IEC Certificate/, pdf('iec.pdf'));
  await expect(page.getByText('iec.pdf')).toBeVisible();
}

/** Adds the owner by hand (no PAN card upload), optionally as a director too. */
export async function addOwner(page: Page, section: string, alsoDirector = false) {
  await page.getByRole('button', { name: section }).click();
  await fill(page, 'Name', 'Ravi Kumar');
  await fill(page, /^Name as per PAN/, 'RAVI KUMAR');
  await fill(page, /^PAN/, 'ABCPK1234F');
  await fill(page, /^Date of Birth/, '12/04/1985');
  await fill(page, /^Contact Number/, '9812345678');
  await pick(page, /^ID Type/, 'Aadhaar');
  await fill(page, /^ID Number/, '234567890123');
  await fill(page, 'Address', '12 MG Road, Indiranagar');
  await fill(page, /^City/, 'Bengaluru');
  await pick(page, /^State/, 'Karnataka');
  await fill(page, /^Pincode/, '560038');
  if (alsoDirector) await page.getByRole('checkbox', { name: /also a Director/ }).check();
  await page.getByRole('button', { name: 'Add', exact: true }).click();
}

/** Adds a director from the demo PAN card and address proof the OCR reads (a demo PAN in the file names). */
export async function addDirectorFromCards(page: Page, pan: string, name: string, alsoRepresentative = false) {
  await page.getByRole('button', { name: 'Add Director' }).click();
  await upload(page, /^PAN Card/, pdf(`${pan}.pdf`));
  await expect(page.getByRole('textbox', { name: /^Name as per PAN/ })).not.toHaveValue('');
  await fill(page, 'Name', name);
  await fill(page, /^Contact Number/, '9812345679');
  await pick(page, /^Proof of Address Type/, 'Aadhaar');
  await upload(page, /Upload front of Proof of Address/, pdf(`${pan}-aadhaar-front.pdf`));
  await says(page, 'Front file uploaded successfully');
  await upload(page, /Upload back of Proof of Address/, pdf(`${pan}-aadhaar-back.pdf`));
  await says(page, 'Back file uploaded successfully.');
  await expect(page.getByRole('textbox', { name: /^ID Number/ })).not.toHaveValue('');
  if (alsoRepresentative) await page.getByRole('checkbox', { name: /also the Business Representative/ }).check();
  await page.getByRole('button', { name: 'Add', exact: true }).click();
}

/** The bank step: an account number (its last digits choose the simulated bank's answer) and an IFSC. */
export async function fillBank(page: Page, accountNumber: string) {
  await fill(page, /^Account Number/, accountNumber);
  await fill(page, /^Re-enter Account Number/, accountNumber);
  await fill(page, /^IFSC Code/, 'HDFC0001234');
}

/**
 * From the KYC step of a Sole Proprietor to Review & Finish: the owner added by hand, then a bank account the
 * simulated bank validates (any number not ending in 404, 503 or 000).
 */
export async function soleProprietorToReview(page: Page, accountNumber = '50100098765432') {
  await addOwner(page, 'Add Beneficial Owner');
  await says(page, 'Stakeholder added successfully');
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await fillBank(page, accountNumber);
  await page.getByRole('button', { name: 'Save & Next' }).click();
  await says(page, 'Account added / updated successfully');
  await expect(page.getByRole('button', { name: 'Finish', exact: true })).toBeVisible();
}

/** The value the review shows for a field: the `dd` after the `dt` of its label, in the section of that step. */
export const reviewed = (page: Page, step: string, label: string) =>
  page
    .getByRole('region', { name: step, exact: true })
    .locator(`xpath=.//dt[normalize-space()="${label}"]/following-sibling::dd[1]`);
