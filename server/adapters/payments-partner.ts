// The payments partner that receives a buyer's foreign payment and pays it out in INR: the receipt, the payout, and an
// admin's retry and rejection of a payout. The simulation decides by the invoice number's suffix and the words the
// admin writes, so a tester can reach every outcome (root README).
import { message } from '../../src/engine/core/message';
import { divide, multiply } from '../payment-lifecycle/money';
import { MID_RATES } from './fx-rates';

/** A payout as the partner knows it. */
export interface PartnerPayout {
  paymentId: string;
  invoiceId: string;
  partnerId: string;
  /** The client's bank account the INR is paid into (its primary INR account at the time), when it has one. */
  payoutAccountId?: string | null;
}

/** The partner's answer: accepted, or declined with its message; an accepted retry says how the payout will end. */
export type PartnerAnswer = { accepted: true; settles: boolean } | { accepted: false; message: string };

/** A payment request as the partner's collection account sees it: what the buyer was asked to pay. */
export interface PartnerCollection {
  reference: string;
  invoiceNumber: string;
  /** An exact decimal string. */
  amount: string;
  currency: string;
}

/** What reached the collection account: an amount (exact decimal) in a currency, or a failed payment and why. */
export type PartnerReceipt = { received: true; amount: string; currency: string } | { received: false; reason: string };

/** Receives buyers' payments, pays them out, and retries and rejects the payouts it could not make. */
export interface PaymentsPartner {
  /** The buyer's payment of a request, once it has arrived (the caller waits the partner's delay before asking). */
  receive(collection: PartnerCollection): Promise<PartnerReceipt>;
  /** Starts the INR payout of a quoted payment; an accepted one says whether it will settle. */
  payout(payout: PartnerPayout & { clientInvoiceId: string }): Promise<PartnerAnswer>;
  retry(payout: PartnerPayout, remark: string): Promise<PartnerAnswer>;
  reject(payout: PartnerPayout, reason: string): Promise<PartnerAnswer>;
}

/** The partner's words when it declines (a simulated beneficiary bank review). */
export const PARTNER_DECLINED = message('transactions.partnerDeclined');

/** The simulation's outcome of a payment by the invoice number's suffix (case-insensitive). */
const suffix = (invoiceNumber: string) => /-(SHORT|FX|FAIL|RETURN)$/i.exec(invoiceNumber)?.[1].toUpperCase();

/** A short-paying buyer pays this share of the amount. */
export const SHORT_PAID_SHARE = '0.9';

/**
 * Receives what was asked, except an invoice number ending in -SHORT (90% of it arrives), -FX (the same value arrives
 * in USD, or in EUR when USD was asked, at the mid-market cross rate) or -FAIL (the buyer's bank recalls it). Pays out
 * every quoted payment to an account, except an invoice number ending in -RETURN (the beneficiary bank returns it).
 * Accepts every retry and rejection, except a remark or reason containing "decline" (declined with PARTNER_DECLINED); a retry whose
 * remark contains "fail" is accepted but its payout then fails instead of settling.
 */
export const simulatedPaymentsPartner: PaymentsPartner = {
  receive: async ({ invoiceNumber, amount, currency }) => {
    const outcome = suffix(invoiceNumber);
    if (outcome === 'FAIL') return { received: false, reason: message('lifecycle.paymentRecalled') };
    if (outcome === 'SHORT') return { received: true, amount: multiply(amount, SHORT_PAID_SHARE, 2), currency };
    const other = currency === 'USD' ? 'EUR' : 'USD';
    if (outcome === 'FX' && MID_RATES[currency])
      return {
        received: true,
        amount: divide(multiply(amount, MID_RATES[currency], 6), MID_RATES[other], 2),
        currency: other,
      };
    return { received: true, amount: multiply(amount, 1, 2), currency };
  },
  payout: async (payout) => {
    if (!payout.payoutAccountId) return { accepted: false, message: message('lifecycle.noPayoutAccount') };
    return { accepted: true, settles: suffix(payout.clientInvoiceId) !== 'RETURN' };
  },
  retry: async (_payout, remark) =>
    /decline/i.test(remark)
      ? { accepted: false, message: PARTNER_DECLINED }
      : { accepted: true, settles: !/fail/i.test(remark) },
  reject: async (_payout, reason) =>
    /decline/i.test(reason) ? { accepted: false, message: PARTNER_DECLINED } : { accepted: true, settles: false },
};
