// How the project's Chromium is launched (Debian's, headless, no background network): end-to-end tests and the size step alike.

/** Launch options for Playwright's chromium.launch and the e2e config's launchOptions. */
export const CHROMIUM_LAUNCH = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

/** Every browser context of the end-to-end tests: an Indian user's browser set to British English. */
export const CONTEXT = { locale: 'en-GB', timezoneId: 'Asia/Kolkata' };
