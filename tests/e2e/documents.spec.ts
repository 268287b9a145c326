// The Documents screen (spec 2 sections 2.6, 4.5, 5.5 and 6) in the browser: upload, search, view, share (the outbox
// has it), download and delete a document, both duplicate messages, and a client not approved yet.
import { signInByPassword } from './auth-helpers';
import { consoles, expect, test } from './fixtures';

const PDF = (text: string) => Buffer.from(`%PDF-1.7\n% ${text}\ntrailer <<>>\n%%EOF\n`);

test('a client uploads, searches, views, shares, downloads and deletes a document', async ({ page, request }) => {
  await signInByPassword(page, consoles.client(), 'backoffice@demo.test');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto(`${consoles.client()}/documents`);
  await expect(page.getByRole('heading', { name: 'Documents', level: 2 })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Certificate of Origin (COO)' })).toBeVisible();

  // Save stays disabled until there is a title and a file; the 5 MB note is shown.
  await page.getByRole('button', { name: 'Upload Document' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload New Document' });
  await expect(dialog.getByText('Maximum file size 5 MB (PDF, JPEG or PNG)')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
  await dialog.getByRole('textbox', { name: /^Title/ }).fill('Shipping Bill SB-7781');
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: /Upload/ }).click();
  await (await chooser).setFiles({ name: 'shipping-bill-7781.pdf', mimeType: 'application/pdf', buffer: PDF('sb') });
  await expect(dialog.getByText('shipping-bill-7781.pdf')).toBeVisible();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('row').filter({ hasText: 'Shipping Bill SB-7781' });
  await expect(row).toBeVisible();

  // Both duplicate messages, word for word.
  await page.getByRole('button', { name: 'Upload Document' }).click();
  await dialog.getByRole('textbox', { name: /^Title/ }).fill('shipping bill sb-7781');
  const again = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: /Upload/ }).click();
  await (await again).setFiles({ name: 'other.pdf', mimeType: 'application/pdf', buffer: PDF('x') });
  await expect(dialog.getByText('other.pdf')).toBeVisible();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(
    dialog.getByText('Document with same title is already exist. Please provide different title.'),
  ).toBeVisible();
  await dialog.getByRole('textbox', { name: /^Title/ }).fill('A new title');
  const third = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: /Replace/ }).click();
  await (await third).setFiles({ name: 'SHIPPING-BILL-7781.PDF', mimeType: 'application/pdf', buffer: PDF('y') });
  await expect(dialog.getByText('SHIPPING-BILL-7781.PDF')).toBeVisible();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(
    dialog.getByText('Document with SHIPPING-BILL-7781.PDF name is already exist. Please provide different name.'),
  ).toBeVisible();
  await page.keyboard.press('Escape');

  // Search, view and download.
  await page.getByRole('textbox', { name: 'Search Documents' }).fill('shipping');
  await expect(page.getByRole('cell', { name: 'Certificate of Origin (COO)' })).toHaveCount(0);
  await row.getByRole('button', { name: 'View' }).click();
  await expect(page.getByRole('dialog', { name: 'View Document' }).locator('iframe')).toBeVisible();
  await page.keyboard.press('Escape');
  const download = page.waitForEvent('download');
  await row.getByRole('button', { name: 'Download' }).click();
  expect((await download).suggestedFilename()).toBe('shipping-bill-7781.pdf');

  // Share: Send needs a valid e-mail; the outbox has the message with the document attached.
  await row.getByRole('button', { name: 'Share' }).click();
  const share = page.getByRole('dialog', { name: 'Send Document' });
  await share.getByRole('textbox', { name: /^Email ID/ }).fill('buyer@');
  await expect(share.getByRole('button', { name: 'Send' })).toBeDisabled();
  await share.getByRole('textbox', { name: /^Email ID/ }).fill('buyer@hamburg-imports.de');
  await share.getByRole('textbox', { name: /^Description/ }).fill('Shipping bill for order 7781');
  await share.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Document shared successfully')).toBeVisible();
  await expect(share).toBeHidden();
  const outbox = await (await request.get(`${consoles.client()}/api/dev/outbox?limit=5`)).json();
  const sent = outbox.data.find((item: { to: string }) => item.to === 'buyer@hamburg-imports.de');
  expect(sent.attachments).toEqual([expect.objectContaining({ documentName: 'shipping-bill-7781.pdf' })]);

  // Delete, after 'No, Keep It' keeps it.
  await row.getByRole('button', { name: 'Remove' }).click();
  await page.getByRole('dialog', { name: 'Delete Document' }).getByRole('button', { name: 'No, Keep It' }).click();
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: 'Remove' }).click();
  await page.getByRole('button', { name: 'Yes, Delete' }).click();
  await expect(page.getByText('Document deleted successfully')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Shipping Bill SB-7781' })).toHaveCount(0);
});

test('a client not approved yet sees no Certificate of Origin and every action disabled with its reason', async ({
  page,
}) => {
  await signInByPassword(page, consoles.client(), 'freelancer@demo.test');
  await expect(page).toHaveURL(/\/onboarding$/);
  await page.goto(`${consoles.client()}/documents`);
  const row = page.getByRole('row').filter({ hasText: 'Design Portfolio 2026' });
  await expect(row).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Certificate of Origin (COO)' })).toHaveCount(0);
  for (const name of ['View', 'Share', 'Download', 'Remove', 'Upload/Replace'])
    await expect(row.getByRole('button', { name })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Upload Document' })).toBeDisabled();
  await row.getByRole('button', { name: 'View' }).hover({ force: true });
  await expect(page.getByText('Your account activation is in progress.')).toBeVisible();
});

test('the admin opening Documents without a client is told to choose one, and the API is not asked', async ({
  page,
}) => {
  await signInByPassword(page, consoles.admin(), 'admin@demo.test');
  await expect(page).toHaveURL(/\/dashboard$/);
  const asked: string[] = [];
  page.on('request', (request) => request.url().includes('/api/documents') && asked.push(request.url()));
  await page.goto(`${consoles.admin()}/documents`);
  await expect(page.getByText(/^Documents are kept per client\. Choose a client/)).toBeVisible();
  await page.getByRole('link', { name: 'Go to Client Onboarding' }).click();
  await expect(page).toHaveURL(/\/onboarding-list$/);
  expect(asked).toEqual([]);
});
