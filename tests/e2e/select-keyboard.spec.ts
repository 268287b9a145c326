// Issue 28: every select of the payments onboarding wizard chosen with the keyboard alone. Tab or Shift+Tab reaches
// the select, ArrowDown or typed letters open it, the arrows and Enter choose, and the chosen option is shown, whether
// the key met the closed field or the real select that took its place.
import type { Page } from '@playwright/test';
import { signUpToOnboarding } from './auth-helpers';
import { expect, test } from './fixtures';
import { fill, fillBank, pdf, says, upload } from './onboarding-helpers';
import { selectNamed } from './select-helpers';

const saveAndNext = (page: Page) => page.getByRole('button', { name: 'Save & Next' }).click();

/**
 * From the focused field, reach the select `field` with `reach` (none: it has the focus), open it with ArrowDown or
 * typed letters, move with ArrowDown `down` times (once after letters by default), choose with Enter and see the
 * option shown. (Enter and Space open the closed field too, but once the real select has the focus it is open and
 * Enter chooses: the component test covers them.)
 */
async function choose(
  page: Page,
  field: RegExp,
  option: string,
  keys: { open: 'ArrowDown'; down: number } | { type: string; down?: number },
  reach: 'Tab' | 'Shift+Tab' | null = 'Tab',
) {
  if (reach) await page.keyboard.press(reach);
  const select = selectNamed(page, field);
  await expect(select).toBeFocused();
  if ('open' in keys) await page.keyboard.press(keys.open);
  else await page.keyboard.type(keys.type);
  const listbox = page.getByRole('listbox', { name: field });
  await expect(listbox.getByRole('option', { name: option })).toBeVisible();
  // As a user does, the arrows wait for the list to show its mark: Mantine marks the first option a moment after an
  // ArrowDown opened the list, and on a busy machine an arrow pressed before that moved from no mark at all.
  if ('open' in keys) await expect(listbox.locator('[data-combobox-selected]')).toHaveCount(1);
  for (let step = 0; step < (keys.down ?? 1); step++) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(select).toHaveValue(option);
  await expect(select).toBeFocused();
}

/** As `choose`, for a multi-select: the chosen option becomes a pill, and Escape closes the list. */
async function chooseMany(page: Page, field: RegExp, option: string, letters: string) {
  await page.keyboard.press('Tab');
  await expect(selectNamed(page, field)).toBeFocused();
  await page.keyboard.type(letters);
  const listbox = page.getByRole('listbox', { name: field });
  await expect(listbox.getByRole('option', { name: option, exact: true })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Escape');
  await expect(listbox).toBeHidden();
  // The pill on the page (the closed list keeps a hidden copy of the option in its portal).
  await expect(page.getByRole('main').getByText(option, { exact: true })).toBeVisible();
}

/** Focuses a text field without a pointer (the place a keyboard user would have reached by typing into it). */
const at = (page: Page, name: RegExp) => page.getByRole('textbox', { name }).focus();

test('a keyboard user picks an option in every select of the payments onboarding wizard', async ({
  page,
  problems,
}) => {
  test.setTimeout(120_000);
  await signUpToOnboarding(page, 'keys');
  await fill(page, /^First Name/, 'Asha');
  await fill(page, /^Last Name/, 'Rao');
  await saveAndNext(page);
  await says(page, 'Personal details saved successfully');

  // Business Details: each select reached with Tab or Shift+Tab from the field beside it. After each later action
  // every option chosen so far is still shown, so a lost choice fails at the action that lost it.
  const kept: [RegExp, string][] = [];
  const keep = async (
    field: RegExp,
    option: string,
    ...how: [Parameters<typeof choose>[3], Parameters<typeof choose>[4]?]
  ) => {
    await choose(page, field, option, ...how);
    kept.push([field, option]);
  };
  const unchanged = async () => {
    for (const [field, option] of kept) await expect(selectNamed(page, field), `${field} kept`).toHaveValue(option);
  };
  await fill(page, /^Business Legal Name/, 'Keyboard Exports Pvt Ltd');
  await at(page, /^Business Legal Name/);
  await keep(/^Business Type/, 'Manufacturer', { open: 'ArrowDown', down: 0 });
  await keep(/^Company Type/, 'Private Limited', { type: 'priv' });
  await fill(page, /^Address Line 1/, '12 Marine Drive');
  await unchanged();
  await at(page, /^Address Line 2/);
  // The one country on offer is chosen already: Enter on it clears it (Mantine's select allows that), then again.
  await page.keyboard.press('Tab');
  await expect(selectNamed(page, /^Country/)).toHaveValue('India');
  await page.keyboard.type('ind');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(selectNamed(page, /^Country/)).toHaveValue('');
  await choose(page, /^Country/, 'India', { type: 'ind' }, null);
  await unchanged();
  await at(page, /^City/);
  await keep(/^State/, 'Maharashtra', { type: 'maha' }, 'Shift+Tab');
  await unchanged();
  await fill(page, /^City/, 'Mumbai');
  await unchanged();
  await fill(page, /^PIN/, '400001');
  await unchanged();
  await fill(page, /^Website/, 'www.example.com');
  await unchanged();
  await fill(page, /^Business Description/, 'Exports of cotton textiles');
  await unchanged();
  await at(page, /^Business Description/);
  await chooseMany(page, /^Industry/, 'Textiles & Apparel', 'text');
  await unchanged();
  await fill(page, /^Estimated Monthly Volume/, '250000');
  await unchanged();
  await at(page, /^Estimated Monthly Volume/);
  await keep(/^Currency/, 'USD', { type: 'us' });
  await unchanged();
  await chooseMany(page, /^Allowed Currencies/, 'SGD', 'sg');
  await unchanged();
  await upload(page, /^GST Certificate/, pdf('gst.pdf'));
  await unchanged();
  await upload(page, /^IEC Certificate/, pdf('iec.pdf'));
  await unchanged();
  await saveAndNext(page);
  await says(page, 'Business details saved successfully');

  // KYC Details: the owner's ID Type and State, then a director's Proof of Address Type.
  await page.getByRole('button', { name: 'Add Beneficial Owner' }).click();
  await fill(page, 'Name', 'Ravi Kumar');
  await fill(page, /^Name as per PAN/, 'RAVI KUMAR');
  await fill(page, /^PAN/, 'ABCPK1234F');
  await fill(page, /^Date of Birth/, '12/04/1985');
  await fill(page, /^Contact Number/, '9812345678');
  await at(page, /^Contact Number/);
  await choose(page, /^ID Type/, 'Passport', { open: 'ArrowDown', down: 1 });
  await fill(page, /^ID Number/, 'K1234567');
  await fill(page, 'Address', '12 MG Road, Indiranagar');
  await fill(page, /^City/, 'Bengaluru');
  await at(page, /^City/);
  await choose(page, /^State/, 'Karnataka', { type: 'karn' });
  await fill(page, /^Pincode/, '560038');
  await page.getByRole('checkbox', { name: /also a Director/ }).check();
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await says(page, 'Stakeholder added successfully');

  await page.getByRole('button', { name: 'Add Director' }).click();
  await upload(page, /^PAN Card/, pdf('BCDPM2345G.pdf'));
  await expect(page.getByRole('textbox', { name: /^Name as per PAN/ })).not.toHaveValue('');
  await fill(page, 'Name', 'Meera Nair');
  await fill(page, /^Contact Number/, '9812345679');
  await at(page, /^Contact Number/);
  await choose(page, /^Proof of Address Type/, 'Aadhaar', { type: 'aad' });
  await upload(page, /Upload front of Proof of Address/, pdf('BCDPM2345G-aadhaar-front.pdf'));
  await says(page, 'Front file uploaded successfully');
  await upload(page, /Upload back of Proof of Address/, pdf('BCDPM2345G-aadhaar-back.pdf'));
  await says(page, 'Back file uploaded successfully.');
  await page.getByRole('checkbox', { name: /also the Business Representative/ }).check();
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByRole('list', { name: 'Directors' })).toContainText('XXXXXX345G');
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  // Bank Details: the account type locks its currency, a select no key opens.
  await fillBank(page, '50100012345678');
  await expect(selectNamed(page, /^Currency/)).toHaveValue('INR');
  await expect(selectNamed(page, /^Currency/)).toBeDisabled();
  expect(problems).toEqual([]);
});
