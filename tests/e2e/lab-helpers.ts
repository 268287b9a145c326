// The Product Analyst of the e2e publishing specs (issue 34): signed in to the admin console in a page of their own,
// watched for console errors and CSP violations, calling the Schema Lab's API with their session.
import type { Browser } from '@playwright/test';
import { signInByPassword } from './auth-helpers';
import { consoles, expect, watchProblems } from './fixtures';

/** The signed-in analyst: their page, the problems it met, and a POST to `/api/schema-lab/<path>` (the envelope). */
export async function signedInAnalyst(browser: Browser) {
  const page = await (await browser.newContext()).newPage();
  const problems = watchProblems(page);
  await signInByPassword(page, consoles.admin(), 'analyst@demo.test');
  await expect(page).not.toHaveURL(/sign-in/);
  const token = await page.evaluate(() => sessionStorage.getItem('token')!);
  const lab = async (path: string, data: object) =>
    (
      await page.request.post(`${consoles.admin()}/api/schema-lab/${path}`, {
        headers: { authorization: `Bearer ${token}` },
        data,
      })
    ).json();
  return { page, problems, lab };
}
