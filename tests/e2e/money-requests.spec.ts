// Issue 30 in the browser, the requests' part: an approved exporter adds a payer on Add Customers and records a
// shipment with its commercial invoice through the New Shipment wizard, then opens the request to see where the
// payer pays and sends it by e-mail. (A Service Exporter's request is zz-service-requests.spec.ts; the payment's life
// after this is money-lifecycle.spec.ts.)
import { consoles, expect, test } from './fixtures';
import { fill, pdf, pick, says, upload } from './onboarding-helpers';
import { next, open, openRequest } from './request-helpers';

test('an approved exporter adds a payer and records a shipment with its invoice', async ({
  page,
  problems,
  request,
}) => {
  // A dialog and a four-step wizard on two busy cores.
  test.setTimeout(180_000);
  await open(page, 'exporter@demo.test', '/admin-service/payers', 'Add Customers');
  await expect(page.getByText('Harrow & Finch Textiles Ltd')).toBeVisible();
  await page.getByRole('button', { name: 'Add Customer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Customer' });
  await dialog.getByRole('textbox', { name: /^Email/ }).fill('not an e-mail');
  await dialog.getByRole('textbox', { name: /^Email/ }).blur();
  await expect(dialog.getByText('Please enter a valid Email')).toBeVisible();
  await fill(page, /^Payer Name/, 'Zurich Knitwear AG');
  await fill(page, /^Email/, 'ap@zurichknitwear.example');
  await fill(page, /^Country Code/, '+41');
  await fill(page, /^Mobile Number/, '445551234');
  await pick(page, /^Country$/, 'Switzerland');
  await fill(page, /^Address Line 1/, 'Limmatquai 4');
  await fill(page, /^City/, 'Zürich');
  await fill(page, /^State/, 'Zürich');
  await fill(page, /^Pincode/, '8001');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await says(page, 'Customer added successfully');
  await expect(page.getByRole('cell', { name: 'Zurich Knitwear AG' })).toBeVisible();

  const invoiceNumber = `KTX-E2E-${Date.now()}`;
  await page.goto(`${consoles.client()}/shipment`);
  await expect(page.getByRole('heading', { name: 'Shipment', level: 2 })).toBeVisible();
  await page.getByRole('button', { name: 'New Shipment' }).click();
  await expect(page.getByText('Shipment Details').first()).toBeVisible();
  await pick(page, /^Payer/, 'Zurich Knitwear AG (CH)');
  await fill(page, /^Invoice Number/, invoiceNumber);
  await fill(page, /^Invoice Date/, '20/11/2026');
  await fill(page, /^Due Date/, '31/12/2026');
  await fill(page, /^Shipping Bill Number/, '7654321');
  await fill(page, /^Shipping Bill Date/, '21/11/2026');
  await fill(page, /^Port of Loading/, 'INNSA1');
  await pick(page, /^HS Codes/, '52081110 - Woven fabrics of cotton, unbleached, plain weave');
  await page.keyboard.press('Escape');
  await pick(page, /^Incoterm/, 'FOB - Free on Board');
  await pick(page, /^Purpose Code/, 'P0102 - Realisation of export bills (in respect of goods) sent on collection');
  await next(page);
  await pick(page, /^Currency/, 'USD');
  await fill(page, /^Amount/, '18500.75');
  await next(page);
  await next(page);
  await expect(page.getByText('Please upload a file')).toBeVisible();
  await upload(page, /^Commercial Invoice.*Upload$/, pdf('commercial-invoice.pdf'));
  await expect(page.getByText('commercial-invoice.pdf')).toBeVisible();
  await next(page);
  await expect(page.getByText(invoiceNumber)).toBeVisible();
  await page.getByRole('button', { name: 'Finish', exact: true }).click();
  await expect(page.getByText('Payment request created').first()).toBeVisible();
  await page.getByRole('button', { name: 'View Shipments' }).click();
  await expect(page).toHaveURL(/\/shipment$/);

  await openRequest(page, 'Shipment', invoiceNumber);
  await expect(page.getByText('Your payer pays into this USD account and quotes the reference.')).toBeVisible();
  await page.getByRole('tab', { name: 'Send to payer' }).click();
  await page.getByRole('button', { name: 'Send to payer' }).click();
  const send = page.getByRole('dialog', { name: 'Send to payer' });
  await expect(send.getByRole('textbox', { name: /^Payer's Email/ })).toHaveValue('ap@zurichknitwear.example');
  await send.getByRole('button', { name: 'Send' }).click();
  await says(page, 'Payment request sent to ap@zurichknitwear.example');
  const outbox = await (await request.get(`${consoles.client()}/api/dev/outbox?limit=5`)).json();
  const mail = outbox.data.find((message: { to: string }) => message.to === 'ap@zurichknitwear.example');
  expect(mail.subject).toContain(invoiceNumber);
  expect(problems).toEqual([]);
});
