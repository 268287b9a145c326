// Issue 30 in the browser, the payment's life: an approved exporter's new shipment (created through the API, as the
// requests' own spec does through the wizard) is seen received, quoted and paid out on its page, its e-FIRA downloads
// as a PDF, and its payout is found in /transactions. The simulated partner receives the payment
// PAYMENT_RECEIVE_SECONDS (20) after the request and settles the payout PAYOUT_SETTLE_SECONDS (5) later.
import type { Page } from '@playwright/test';
import { signInByPassword } from './auth-helpers';
import { consoles, expect, test } from './fixtures';
import { downloadEfira } from './request-helpers';

type Envelope<T> = { responseCode: number; message: string; data: T };

/** Calls the API as the signed-in page does: its session's token, the console the origin serves. */
const api = <T>(page: Page, method: string, path: string, body?: unknown) =>
  page.evaluate(
    async ({ method, path, body }) => {
      const response = await fetch(`/api${path}`, {
        method,
        headers: {
          authorization: `Bearer ${sessionStorage.getItem('token')}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return response.json();
    },
    { method, path, body },
  ) as Promise<Envelope<T>>;

/** Uploads a one-page PDF as the request's commercial invoice. */
const uploadInvoice = (page: Page) =>
  page.evaluate(async () => {
    const form = new FormData();
    form.append('documentType', 'INV');
    const pdf = '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n';
    form.append('file', new File([pdf], 'commercial-invoice.pdf', { type: 'application/pdf' }));
    const response = await fetch('/api/payment-requests/upload', {
      method: 'POST',
      headers: { authorization: `Bearer ${sessionStorage.getItem('token')}` },
      body: form,
    });
    return (await response.json()).data as { documentId: string; documentName: string };
  });

test('an exporter’s new shipment is received, quoted and paid out; its e-FIRA downloads; its payout is in /transactions', async ({
  page,
  problems,
}) => {
  test.setTimeout(150_000);
  await signInByPassword(page, consoles.client(), 'exporter@demo.test');
  await expect(page).toHaveURL(/\/dashboard$/);

  const invoiceNumber = `KTX-LIFE-${Date.now()}`;
  const invoice = await uploadInvoice(page);
  const created = await api<{ requestId: string; reference: string }>(page, 'POST', '/shipments', {
    shipment: {
      payerId: 'PYR100101',
      invoiceNumber,
      invoiceDate: '2026-11-20',
      dueDate: '2026-12-31',
      shippingBillNumber: '7654322',
      shippingBillDate: '2026-11-21',
      portOfLoading: 'INNSA1',
      hsCodes: ['52081110'],
      incoterm: 'FOB',
      purposeCode: 'P0102',
    },
    amount: { amount: 2500, currency: 'USD' },
    documents: { commercialInvoice: invoice },
  });
  expect(created.responseCode).toBe(200);
  const { requestId, reference } = created.data;

  // The request's page: requested at first, then received, quoted and paid out, each with its time, without a reload
  // (the page asks again by itself while the request is on its way).
  await page.goto(`${consoles.client()}/payment-requests/${requestId}`);
  await expect(page.getByRole('heading', { name: `Payment Request ${requestId}` })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Requested', exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Paid Out', exact: true })).toBeVisible({ timeout: 90_000 });
  for (const [status, note] of [
    ['Payment Received', 'USD 2,500.00 received from the buyer'],
    ['Quoted', '1 USD = INR 82.9586; fee INR 250.00; INR 2,07,146.50 to be paid out'],
    ['Payout Initiated', /^Payout PAY\w+ sent to the primary INR bank account$/],
    ['Paid Out', `INR 2,07,146.50 credited; e-FIRA EF-${reference} issued`],
  ] as const) {
    const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: status, exact: true }) });
    await expect(row.getByRole('cell', { name: note })).toBeVisible();
  }
  await expect(page.getByText('₹2,07,146.50').first()).toBeVisible();
  await expect(page.getByText('82.958600')).toBeVisible();

  // The e-FIRA: listed on its tab, downloaded as the PDF the server wrote.
  const pdf = await downloadEfira(page, reference);
  for (const text of [`(EF-${reference})`, '(Harrow & Finch Textiles Ltd)', '(INR 2,07,146.50)', '(USD 2,500.00)'])
    expect(pdf).toContain(text);

  // The payout is the row /transactions shows.
  const { paymentId } = (await api<{ paymentId: string }>(page, 'GET', `/payment-requests/${requestId}`)).data;
  await page.getByRole('navigation', { name: 'Main menu' }).getByText('Transactions', { exact: true }).first().click();
  await expect(page).toHaveURL(/\/transactions$/);
  await page.getByRole('textbox', { name: 'Search Transactions' }).fill(invoiceNumber);
  const payout = page.getByRole('row').filter({ has: page.getByRole('cell', { name: paymentId, exact: true }) });
  await expect(payout).toBeVisible();
  await expect(payout.getByRole('cell', { name: '₹2,07,146.50' })).toBeVisible();
  expect(problems).toEqual([]);
});
