// End-to-end tests in Debian's Chromium against the real built server (started by tests/global-setup.ts).
import { defineConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH, CONTEXT } from './tests/chromium';

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/global-setup.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    launchOptions: CHROMIUM_LAUNCH,
    ...CONTEXT,
    trace: 'retain-on-failure',
  },
});
