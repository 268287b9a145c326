// Issue 34's single files in the browser: the analyst publishes a menu entry's label and a tour step's title; an
// exporter signing in next sees the label in the main menu, and the tour, shown later, is the published module (the
// built tours chunk is never fetched); both are rolled back after.
import { readFileSync } from 'node:fs';
import { signInByPassword } from './auth-helpers';
import { consoles, expect, test } from './fixtures';
import { signedInAnalyst } from './lab-helpers';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the test edits declarations of any shape
type Data = Record<string, any>;

const file = (path: string): Data => {
  const { $schema: _meta, ...json } = JSON.parse(readFileSync(path, 'utf8')) as Data;
  return json;
};

test("a published menu label and tour title reach the next sign-in and the tour's next showing", async ({
  page,
  browser,
  problems,
}) => {
  const { problems: analystProblems, lab } = await signedInAnalyst(browser);
  const menus = file('schemas/auth/menus.json');
  const alerts = (menus.menus['Client Exporter'] as Data[]).find((entry) => entry.id === 'alerts')!;
  alerts.title = 'Alerts and reminders';
  const tours = file('schemas/tours.json');
  tours.tours.default.steps[0].title = 'Your shipments start here';
  for (const [kind, declaration] of [
    ['menus', menus],
    ['tours', tours],
  ] as const) {
    const published = await lab('publish', { kind, declaration, comment: `A text of the ${kind} changed` });
    expect(published.responseCode, published.message).toBe(200);
  }
  try {
    const scripts: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.endsWith('.js')) scripts.push(path);
    });
    await signInByPassword(page, consoles.client(), 'exporter@demo.test');
    await expect(page).not.toHaveURL(/sign-in/);
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await expect(menu.getByText('Alerts and reminders')).toBeVisible();
    await expect(menu.getByText('Manage Alerts')).toHaveCount(0);

    await page.evaluate(() => sessionStorage.setItem('viewTour', 'true'));
    await page.goto(`${consoles.client()}/shipment`);
    const tour = page.getByRole('dialog', { name: 'Product tour' });
    await expect(tour.getByText('Your shipments start here')).toBeVisible();
    await expect(tour.getByText('Step 1 of 8')).toBeVisible();
    expect(scripts.filter((path) => /^\/published\/tours\/tours\.\d+\.[0-9a-f]{12}\.js$/.test(path))).toHaveLength(1);
    expect(scripts.filter((path) => path.includes('_virtual_tours'))).toEqual([]);
    await tour.getByRole('button', { name: 'Skip tour' }).click();
    await expect(tour).toHaveCount(0);
  } finally {
    for (const [kind, id] of [
      ['menus', 'auth.menus'],
      ['tours', 'tours'],
    ] as const) {
      const back = await lab('rollback', { kind, id, version: 0, comment: 'Back to the file' });
      expect(back.responseCode, back.message).toBe(200);
    }
  }
  expect([...problems, ...analystProblems]).toEqual([]);
});
