// Shared end-to-end fixtures: the two console URLs and a page that fails the test on any script error or CSP violation.
import { test as base, expect, type Page } from '@playwright/test';

export const consoles = {
  client: () => process.env.E2E_CLIENT_URL!,
  admin: () => process.env.E2E_ADMIN_URL!,
};

/** Collects a page's console errors, uncaught exceptions and failed non-API responses as they happen. */
export function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
      problems.push(`console: ${message.text()}`);
    }
  });
  page.on('response', (response) => {
    if (response.status() >= 400 && !response.url().includes('/api/')) {
      problems.push(`${response.status()}: ${response.url()}`);
    }
  });
  return problems;
}

/** A page whose problems (see watchProblems) are collected, so a test can assert there were none. */
export const test = base.extend<{ problems: string[] }>({
  problems: async ({ page }, provide) => {
    await provide(watchProblems(page));
  },
});

export { expect };
