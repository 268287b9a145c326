// Issue 34: a form and the message catalogue published from the Schema Lab reach the next screen a client opens,
// without a deploy, down to the review; a client already in the form keeps the version it started with and loses
// nothing; a rollback takes the field and the texts away from the next visit while the value stays stored.
import { readFileSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import { signUpToOnboarding } from './auth-helpers';
import { expect, test, watchProblems } from './fixtures';
import { signedInAnalyst } from './lab-helpers';
import { fill, fillBusiness, reviewed, says, soleProprietorToReview } from './onboarding-helpers';

const FILE = JSON.parse(readFileSync('schemas/onboarding/business.form.json', 'utf8')) as {
  schema: { properties: Record<string, Record<string, unknown>> };
  ui: { 'ui:order': string[] };
};
const CATALOGUE = JSON.parse(readFileSync('schemas/messages.en-GB.json', 'utf8')) as Record<string, string>;
const LIMIT = 'Export Licence can have at most 50 characters';
const FILL = 'Please fill every required field before you go on';

/** The catalogue with a changed text (the business step's message for a missing field) and the new field's limit. */
const catalogueWithLimit = () => ({
  ...CATALOGUE,
  'common.fillRequired': FILL,
  'onboarding.exportLicence.tooLong': LIMIT,
});

/** The business step with a new field, its limit message and a new label: what the analyst publishes. */
function withExportLicence() {
  const next = structuredClone(FILE);
  next.schema.properties.exportLicence = {
    type: 'string',
    title: 'Export Licence',
    maxLength: 50,
    errorMessage: { maxLength: 'msg:onboarding.exportLicence.tooLong' },
  };
  next.schema.properties.businessLegalName.title = 'Registered Business Name';
  next.ui['ui:order'].splice(next.ui['ui:order'].indexOf('businessType') + 1, 0, 'exportLicence');
  return next;
}

/** A page of its own (a user of their own), watched for console errors and CSP violations. */
async function newUser(browser: Browser) {
  const page = await (await browser.newContext()).newPage();
  return { page, problems: watchProblems(page) };
}

/** A new client with the personal step saved, on the business step. */
async function atBusinessStep(page: Page, prefix: string) {
  await signUpToOnboarding(page, prefix);
  await savePersonal(page);
}

/** The personal step saved, on to the business step. */
async function savePersonal(page: Page) {
  await fill(page, /^First Name/, 'Asha');
  await fill(page, /^Last Name/, 'Rao');
  await page.getByRole('button', { name: 'Save & Next' }).click();
  await says(page, 'Personal details saved successfully');
  await expect(page.getByRole('textbox', { name: /^(Business Legal Name|Registered Business Name)/ })).toBeVisible();
}

test('a form published from the Schema Lab reaches the next screen a client opens, and a rollback takes it back', async ({
  page,
  browser,
  problems,
}) => {
  test.setTimeout(180_000);
  // A client already on the business step before the publish, and one still on the personal step.
  await atBusinessStep(page, 'before');
  const between = await newUser(browser);
  await signUpToOnboarding(between.page, 'between');

  const analyst = await signedInAnalyst(browser);
  // The catalogue first: the form names its new message by key.
  const catalogue = await analyst.lab('publish', {
    kind: 'catalogue',
    declaration: catalogueWithLimit(),
    comment: "Export licence's limit, and a clearer message for a missing field",
  });
  expect(catalogue.responseCode, catalogue.message).toBe(200);
  const published = await analyst.lab('publish', {
    kind: 'form',
    declaration: withExportLicence(),
    comment: 'Export licence asked at the business step',
  });
  expect(published.responseCode, published.message).toBe(200);

  // A client who opens onboarding now gets the new version: the field, its limit message, the new label, and the
  // catalogue's new text for a missing field.
  const after = await newUser(browser);
  await atBusinessStep(after.page, 'after');
  await expect(after.page.getByRole('textbox', { name: /^Registered Business Name/ })).toBeVisible();
  await after.page.getByRole('button', { name: 'Save & Next' }).click();
  await says(after.page, FILL);
  const licence = after.page.getByRole('textbox', { name: /^Export Licence/ });
  await licence.fill('L'.repeat(51));
  await licence.press('Tab');
  await expect(after.page.getByText(LIMIT)).toBeVisible();
  await licence.fill('EL-2026-0042');
  await fillBusiness(after.page, 'Licensed Exports', 'Sole Proprietor', /^Registered Business Name/);
  await after.page.getByRole('button', { name: 'Save & Next' }).click();
  await says(after.page, 'Business details saved successfully');
  // Reloaded, the wizard binds the stored value to the field again.
  await after.page.reload();
  await after.page.getByRole('button', { name: /Business Details/ }).click();
  await expect(after.page.getByRole('textbox', { name: /^Export Licence/ })).toHaveValue('EL-2026-0042');
  // On through the other steps: the review shows the new field and the new label with what was saved.
  await after.page.getByRole('button', { name: 'Save & Next' }).click();
  await says(after.page, 'Business details saved successfully');
  await soleProprietorToReview(after.page);
  await expect(reviewed(after.page, 'Business Details', 'Export Licence')).toHaveText('EL-2026-0042');
  await expect(reviewed(after.page, 'Business Details', 'Registered Business Name')).toHaveText('Licensed Exports');
  // Opened afresh, the wizard resumes at the review and shows them again.
  await after.page.reload();
  await expect(reviewed(after.page, 'Business Details', 'Export Licence')).toHaveText('EL-2026-0042');

  // The client who was on the personal step meets the new version at the business step it opens next, and the review
  // (the wizard drawn before the publish) reads the new field back from what was saved.
  await savePersonal(between.page);
  await between.page.getByRole('textbox', { name: /^Export Licence/ }).fill('EL-2026-0043');
  await fillBusiness(between.page, 'Between Exports', 'Sole Proprietor', /^Registered Business Name/);
  await between.page.getByRole('button', { name: 'Save & Next' }).click();
  await says(between.page, 'Business details saved successfully');
  await soleProprietorToReview(between.page);
  await expect(reviewed(between.page, 'Business Details', 'Export Licence')).toHaveText('EL-2026-0043');

  // The client who started before keeps the version drawn, finishes the step and goes on to the review, losing nothing.
  await expect(page.getByRole('textbox', { name: /^Export Licence/ })).toHaveCount(0);
  await fillBusiness(page, 'Steady Exports', 'Sole Proprietor');
  await page.getByRole('button', { name: 'Save & Next' }).click();
  await says(page, 'Business details saved successfully');
  await soleProprietorToReview(page);
  await expect(reviewed(page, 'Business Details', 'Business Legal Name')).toHaveText('Steady Exports');

  // The analyst rolls back to the file: the next visit has no field, and the stored value stays.
  const rolledBack = await analyst.lab('rollback', {
    kind: 'form',
    id: 'onboarding.business',
    version: 0,
    comment: 'Back to the file',
  });
  expect(rolledBack.responseCode, rolledBack.message).toBe(200);
  // No declaration names the new key any more, so the catalogue may go back to the file too.
  const catalogueBack = await analyst.lab('rollback', {
    kind: 'catalogue',
    id: 'messages.en-GB',
    version: 0,
  });
  expect(catalogueBack.responseCode, catalogueBack.message).toBe(200);
  await after.page.reload();
  await expect(reviewed(after.page, 'Business Details', 'Business Legal Name')).toHaveText('Licensed Exports');
  await expect(reviewed(after.page, 'Business Details', 'Export Licence')).toHaveCount(0);
  await after.page.getByRole('button', { name: 'Edit Business Details' }).click();
  await expect(after.page.getByRole('textbox', { name: /^Business Legal Name/ })).toHaveValue('Licensed Exports');
  await expect(after.page.getByRole('textbox', { name: /^Export Licence/ })).toHaveCount(0);
  await after.page.getByRole('textbox', { name: /^Business Legal Name/ }).fill('');
  await after.page.getByRole('button', { name: 'Save & Next' }).click();
  await says(after.page, 'Please fill all the required fields');
  const stored = await after.page.evaluate(async () => {
    const token = sessionStorage.getItem('token');
    const response = await fetch('/api/onboarding/client', { headers: { authorization: `Bearer ${token}` } });
    return JSON.stringify(await response.json());
  });
  expect(stored).toContain('EL-2026-0042');

  expect([...problems, ...between.problems, ...after.problems, ...analyst.problems]).toEqual([]);
});
