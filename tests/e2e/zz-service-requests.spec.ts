// Issue 30 in the browser: a Service Exporter creates a request through Receive Payments, and its page (which asks
// again by itself while the request is on its way) shows it received, quoted and paid out; its e-FIRA downloads. The
// simulated partner receives the payment PAYMENT_RECEIVE_SECONDS (20) after the request and settles the payout
// PAYOUT_SETTLE_SECONDS (5) later.
import { expect, test } from './fixtures';
import { fill, pdf, pick, upload } from './onboarding-helpers';
import { downloadEfira, next, open, openRequest } from './request-helpers';

test('a Service Exporter’s request through Receive Payments is received, quoted and paid out; its e-FIRA downloads', async ({
  page,
  problems,
}) => {
  test.setTimeout(180_000);
  await open(page, 'service@demo.test', '/receive-payments', 'Receive Payments');
  await page.getByRole('button', { name: 'Receive Payment' }).click();
  await expect(page).toHaveURL(/\/receive-payments\/create$/);
  const invoiceNumber = `ARD-E2E-${Date.now()}`;
  await pick(page, /^Payer/, 'Brooklyn Creative Agency Inc (US)');
  await fill(page, /^Invoice Number/, invoiceNumber);
  await fill(page, /^Invoice Date/, '25/11/2026');
  await fill(page, /^Due Date/, '20/11/2026');
  await pick(page, /^Purpose Code/, 'P0802 - Software consultancy / implementation');
  await fill(page, /^Description/, 'Mobile app sprint 14');
  await next(page);
  await expect(page.getByText('Due date cannot be before the invoice date')).toBeVisible();
  await fill(page, /^Due Date/, '25/12/2026');
  await next(page);
  await pick(page, /^Currency/, 'GBP');
  await fill(page, /^Amount/, '3200');
  await next(page);
  await upload(page, /^Invoice.*Upload$/, pdf('invoice-sprint-14.pdf'));
  await expect(page.getByText('invoice-sprint-14.pdf')).toBeVisible();
  await next(page);
  await page.getByRole('button', { name: 'Finish', exact: true }).click();
  await page.getByRole('button', { name: 'View Payment Requests' }).click();
  await expect(page).toHaveURL(/\/receive-payments$/);
  await openRequest(page, 'Receive Payments', invoiceNumber);
  await expect(page.getByText('You have no virtual account in GBP yet.', { exact: false })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Set Virtual Accounts' })).toBeVisible();
  const reference = (await page
    .getByText(/^TP[A-Z2-9]{8}$/)
    .first()
    .textContent())!;

  // No reload: the page asks again while the request is on its way, its Status tab with it, and stops once paid out.
  await expect(page.getByRole('cell', { name: 'Paid Out', exact: true })).toBeVisible({ timeout: 90_000 });
  const inr = /INR \d{1,2}(,\d{2})*,\d{3}\.\d{2}/.source;
  for (const [status, note] of [
    ['Payment Received', /^GBP 3,200\.00 received from the buyer$/],
    ['Quoted', new RegExp(`^1 GBP = ${/INR \d+\.\d{4}/.source}; fee ${inr}; ${inr} to be paid out$`)],
    ['Payout Initiated', /^Payout PAY\w+ sent to the primary INR bank account$/],
    ['Paid Out', new RegExp(`^${inr} credited; e-FIRA EF-${reference} issued$`)],
  ] as const) {
    const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: status, exact: true }) });
    await expect(row.getByRole('cell', { name: note })).toBeVisible();
  }

  // The e-FIRA: listed on its tab, downloaded as the PDF the server wrote for this service.
  const file = await downloadEfira(page, reference);
  for (const text of [
    `(EF-${reference})`,
    '(Brooklyn Creative Agency Inc)',
    '(GBP 3,200.00)',
    'P0802 - Software consultancy / implementation',
  ])
    expect(file).toContain(text);
  expect(problems).toEqual([]);
});
