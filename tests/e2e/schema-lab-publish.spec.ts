// The Schema Lab publishes (issue 34): the Product Analyst adds exportLicence to the business step, checks the impact,
// publishes with a comment, finds the version in force and its diff in history, then rolls back to the file.
import type { Page } from '@playwright/test';
import { signInByPassword } from './auth-helpers';
import { consoles, expect, test } from './fixtures';

const EXPORT_LICENCE = { type: 'string', title: 'Export Licence', maxLength: 50 };

/** The number of the version in force, as the lab says it ("Version 0: the file", "Version 3 in force"). */
async function versionInForce(page: Page): Promise<number> {
  const said = await page
    .getByRole('status')
    .filter({ hasText: /^Version \d+/ })
    .textContent();
  return Number(/^Version (\d+)/.exec(said ?? '')?.[1]);
}

/** A history row's header: the version's number, then 'In force' on the one in force. */
const rowName = (version: number) => new RegExp(`^${version}( In force)?$`);

test('the analyst publishes a new field on the business step, finds it in history, and rolls it back', async ({
  page,
  problems,
}) => {
  await signInByPassword(page, consoles.admin(), 'analyst@demo.test');
  await expect(page).toHaveURL(/\/schema-lab$/);
  await page.getByRole('textbox', { name: 'Search declarations' }).fill('onboarding.business');
  await page.getByRole('button', { name: /Business Details.*onboarding\.business$/ }).click();
  const inForce = page.getByRole('status').filter({ hasText: /^Version \d+/ });
  await expect(inForce).toBeVisible();
  // The run's server is fresh (the file, version 0), but count from what is in force so a rerun on it still holds.
  const before = await versionInForce(page);
  if (before === 0) await expect(inForce).toHaveText('Version 0: the file');

  // The analyst replaces the declaration's text: select all, then paste the new JSON.
  const editor = page.getByRole('textbox', { name: /^Declaration/ });
  const declaration = JSON.parse(await editor.inputValue()) as {
    schema: { properties: Record<string, unknown> };
    ui: { 'ui:order': string[] };
  };
  declaration.schema.properties.exportLicence = EXPORT_LICENCE;
  declaration.ui['ui:order'].push('exportLicence');
  await editor.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.insertText(JSON.stringify(declaration, null, 2));
  await expect(page.getByRole('textbox', { name: /^Export Licence/ })).toBeVisible();

  // The impact: an optional field fails no stored record; the onboarding screens use it. It runs in the lab's one
  // worker thread after the checks the edit queued there, so it may take longer than an ordinary answer.
  await page.getByRole('button', { name: 'Check impact' }).click();
  await expect(page.getByText(/^No stored record would fail \(\d+ checked\)$/)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('list', { name: 'Screens using it' })).toContainText('/onboarding');

  // Publish with a comment: a green notification in the server's words, the next version in force.
  await page.getByRole('textbox', { name: /^Comment/ }).fill('Adds the export licence to the business step');
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: `Version ${before + 1} published` })).toBeVisible();
  await expect(inForce).toHaveText(`Version ${before + 1} in force`);
  const history = page.getByRole('table', { name: 'History' });
  const published = history
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: rowName(before + 1) }) });
  await expect(published).toContainText('Adds the export licence to the business step');
  await expect(published.getByRole('list', { name: `Changes of version ${before + 1}` })).toContainText(
    'add /schema/properties/exportLicence',
  );
  await expect(published).toContainText(JSON.stringify(EXPORT_LICENCE));

  // Rollback to the file, confirmed in a dialog: the version after is in force and the field is gone.
  await history.getByRole('button', { name: 'Roll back to version 0' }).click();
  const dialog = page.getByRole('dialog', { name: 'Roll back to version 0?' });
  await dialog.getByRole('button', { name: 'Roll back' }).click();
  await expect(dialog).toBeHidden();
  await expect(inForce).toHaveText(`Version ${before + 2} in force`);
  const rolledBack = history
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: rowName(before + 2) }) });
  await expect(rolledBack).toContainText('Rolled back to 0');
  await expect(page.getByRole('textbox', { name: /^Export Licence/ })).toHaveCount(0);
  expect(problems).toEqual([]);
});
