// Demo payment requests (issue 30): a year of each approved client's requests in every state (CL1001's and CL1002's
// shipments, CL1003's services), moved by the lifecycle's own steps with the simulated partner's answers, so their
// payouts (transactions) and e-FIRAs are the ones the jobs would have made and the dashboards draw something real on
// first start; so each of them signs in to /dashboard (spec 1 section 4.2). CL1002 and CL1003 get here the primary INR
// account their requests are paid out to.
import { message } from '../../src/engine/core/message';
import { simulatedFxRates } from '../adapters/fx-rates';
import { simulatedPaymentsPartner } from '../adapters/payments-partner';
import { payoutAccountOf } from '../client-config/accounts';
import { feePlanOf } from '../client-detail/store';
import { savePrimaryAccount } from '../onboarding/bank-accounts';
import { setPayoutStatus } from '../transactions/store';
import {
  LIFECYCLE_PARTNER,
  paymentIdOf,
  recordPayoutEnd,
  recordQuote,
  recordReceipt,
  startPayout,
} from '../payment-lifecycle/steps';
import { createRequest, getRequest, moveStatus, type RequestStatus } from '../payment-requests/store';
import type { Queryable } from '../db/db';

/** The clients with demo requests: kind, invoice prefix, purpose codes. */
const CLIENTS: [clientId: string, kind: 'goods' | 'services', prefix: string, purposes: string[]][] = [
  ['CL1001', 'goods', 'KTX', ['P0102', 'P0103']],
  ['CL1002', 'goods', 'MSI', ['P0102', 'P0101']],
  ['CL1003', 'services', 'ARD', ['P0802', 'P1007']],
];

/** What a Service Exporter's requests bill for, in turn. */
const SERVICES = [
  'Brand identity and web design, milestone billing',
  'Mobile app design sprint',
  'Packaging artwork and print-ready files',
];

/** The primary INR account CL1002 and CL1003 are paid into (CL1001's comes with its onboarding). */
const ACCOUNTS: Record<string, { holder: string; number: string; ifsc: string }> = {
  CL1002: { holder: 'MALABAR SPICE IMPORTS', number: '60200145678902', ifsc: 'ICIC0000456' },
  CL1003: { holder: 'ANIKA RAO', number: '30100987654321', ifsc: 'SBIN0001234' },
};

/** How many requests each client has, two a month over the last year, newest first. */
export const REQUESTS_PER_CLIENT = 24;

/**
 * Where the nth newest request stopped: the newest are still on their way (one in each state), the rest paid out, with
 * a recalled payment, a returned payout (which the Admin may retry) and a cancelled request among them.
 */
const FINAL: RequestStatus[] = ['requested', 'received', 'quoted', 'payout_initiated', 'requested', 'cancelled'];
const stopAt = (n: number): RequestStatus => FINAL[n] ?? (n % 9 === 7 ? 'failed' : 'paid_out');

const DAY = 86_400_000;
const HOUR = 3_600_000;

/** The currency a payer's country pays in, among the clients' allowed USD, GBP and EUR. */
const currencyOf = (country: string) =>
  country === 'GB' ? 'GBP' : ['DE', 'FR', 'NL', 'IT', 'ES'].includes(country) ? 'EUR' : 'USD';

const isoDate = (time: number) => new Date(time).toISOString().slice(0, 10);

/** Seeds the accounts, then the requests with their events, payouts and e-FIRAs. */
export async function seedPaymentRequests(tx: Queryable): Promise<void> {
  const fxRates = simulatedFxRates(0);
  const partner = simulatedPaymentsPartner;
  const now = Date.now();
  for (const [clientId, account] of Object.entries(ACCOUNTS))
    await savePrimaryAccount(
      tx,
      clientId,
      {
        accountType: 'bank',
        accountHolderName: account.holder,
        accountNumber: account.number,
        ifscCode: account.ifsc,
        currency: 'INR',
      },
      { isVerified: true, bankResponse: null },
    );
  for (const [clientId, kind, prefix, purposes] of CLIENTS) {
    const { rows: payers } = await tx.query<{ payer_id: string; country: string }>(
      'SELECT payer_id, country FROM payers WHERE client_id = $1 AND active ORDER BY payer_id',
      [clientId],
    );
    if (!payers.length) continue;
    const { rows: hsCodes } = await tx.query<{ hs_code: string }>(
      "SELECT hs_code FROM client_hs_codes WHERE client_id = $1 AND status = 'active' ORDER BY hs_code LIMIT 2",
      [clientId],
    );
    const plan = await feePlanOf(tx, clientId);
    const accountId = await payoutAccountOf(tx, clientId);
    for (let n = REQUESTS_PER_CLIENT - 1; n >= 0; n--) {
      const final = stopAt(n);
      const payer = payers[n % payers.length];
      const created = now - n * 15 * DAY - (n ? 3 * HOUR : 2 * HOUR);
      const returned = final === 'failed' && n % 2 === 1;
      const outcome = final !== 'failed' ? '' : returned ? '-RETURN' : '-FAIL';
      const amount = `${1500 + ((n * 3779 + clientId.charCodeAt(5) * 917) % 23000)}.${String((n * 37) % 100).padStart(2, '0')}`;
      const at = (hours: number) => new Date(Math.min(created + hours * HOUR, now - (5 - hours / 12) * 60_000));
      const { requestId } = await createRequest(
        tx,
        {
          clientId,
          kind,
          payerId: payer.payer_id,
          invoiceNumber: `${prefix}/${new Date(created).getUTCFullYear()}/${String(REQUESTS_PER_CLIENT - n).padStart(4, '0')}${outcome}`,
          invoiceDate: isoDate(created - 2 * DAY),
          shippingBillNumber: kind === 'goods' ? String(7_100_000 + n * 131 + clientId.charCodeAt(5)) : null,
          shippingBillDate: kind === 'goods' ? isoDate(created - DAY) : null,
          portOfLoading: kind === 'goods' ? 'INMAA1' : null,
          hsCodes: kind === 'goods' ? hsCodes.map((row) => row.hs_code) : [],
          incoterm: kind === 'goods' ? 'FOB' : null,
          purposeCode: purposes[n % purposes.length],
          description: kind === 'services' ? SERVICES[n % SERVICES.length] : null,
          amount,
          currency: currencyOf(payer.country),
          dueDate: isoDate(created + 30 * DAY),
          at: new Date(created),
        },
        { note: 'Demo data' },
      );
      if (final === 'requested') continue;
      if (final === 'cancelled') {
        await moveStatus(
          tx,
          requestId,
          ['requested'],
          'cancelled',
          { note: 'Cancelled: the buyer withdrew the order' },
          {},
          at(1),
        );
        continue;
      }
      const request = (await getRequest(tx, requestId, null))!;
      await recordReceipt(tx, requestId, await partner.receive(request), at(24));
      if (final === 'received') continue;
      const received = (await getRequest(tx, requestId, null))!;
      if (received.status !== 'received') continue;
      await recordQuote(tx, received, await fxRates.midRate(received.receivedCurrency!), plan, at(24.5));
      if (final === 'quoted') continue;
      const quoted = (await getRequest(tx, requestId, null))!;
      const paymentId = paymentIdOf(requestId);
      const answer = await partner.payout({
        paymentId,
        invoiceId: quoted.reference,
        clientInvoiceId: quoted.invoiceNumber,
        partnerId: LIFECYCLE_PARTNER,
        payoutAccountId: accountId,
      });
      const settles = await startPayout(tx, quoted, accountId, answer, at(25));
      if (final === 'payout_initiated' || !answer.accepted) continue;
      await setPayoutStatus(
        tx,
        paymentId,
        settles ? 'settled' : 'failed',
        settles ? {} : { reason: message('lifecycle.payoutReturned') },
      );
      await recordPayoutEnd(tx, paymentId, settles, at(48));
    }
  }
}
