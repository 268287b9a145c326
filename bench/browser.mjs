// The one way the bench drivers start Chromium: Debian's binary through the project's playwright-core, same flags.
import { chromium } from 'playwright-core';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** A headless Chromium (Playwright adds --headless); close it with browser.close(). */
export const launchChromium = (executablePath = '/usr/bin/chromium') =>
  chromium.launch({ executablePath, args: CHROMIUM_ARGS });

/**
 * A fresh context (empty cache, 1280x900) and its page, with the CPU throttled by `cpu` through CDP; `prepare(context)`
 * runs before the page opens (bindings, init scripts).
 */
export async function freshPage(browser, cpu, prepare) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await prepare?.(context);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  return { context, page, cdp };
}
