// Selects as a user finds them by their label: closed, a combobox (the light select drawn until used); woken,
// Mantine's text box with a listbox popup.
import type { Locator, Page } from '@playwright/test';

/** The select labelled `name` within `scope`, whether still closed or already woken. */
export const selectNamed = (scope: Page | Locator, name: string | RegExp, exact?: boolean) =>
  scope.getByRole('combobox', { name, exact }).or(scope.getByRole('textbox', { name, exact }));
