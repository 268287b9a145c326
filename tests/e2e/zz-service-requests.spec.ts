// Issue 30 in the browser: a Service Exporter creates a request through Receive Payments.
import { expect, test } from './fixtures';
import { fill, pdf, pick, upload } from './onboarding-helpers';
import { next, open, openRequest } from './request-helpers';

test('a Service Exporter creates a request through Receive Payments', async ({ page, problems }) => {
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
  expect(problems).toEqual([]);
});
