// The payments partner that pays a foreign payment out in INR: an admin's retry and rejection of a cancelled payout.
// The simulation decides by the words the admin writes, so a tester can reach every outcome (root README).
import { message } from '../../src/engine/core/message';

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

/** Retries and rejects payouts the partner cancelled. */
export interface PaymentsPartner {
  retry(payout: PartnerPayout, remark: string): Promise<PartnerAnswer>;
  reject(payout: PartnerPayout, reason: string): Promise<PartnerAnswer>;
}

/** The partner's words when it declines (a simulated beneficiary bank review). */
export const PARTNER_DECLINED = message('transactions.partnerDeclined');

/**
 * Accepts everything, except a remark or reason containing "decline" (declined with PARTNER_DECLINED); a retry whose
 * remark contains "fail" is accepted but its payout then fails instead of settling.
 */
export const simulatedPaymentsPartner: PaymentsPartner = {
  retry: async (_payout, remark) =>
    /decline/i.test(remark)
      ? { accepted: false, message: PARTNER_DECLINED }
      : { accepted: true, settles: !/fail/i.test(remark) },
  reject: async (_payout, reason) =>
    /decline/i.test(reason) ? { accepted: false, message: PARTNER_DECLINED } : { accepted: true, settles: false },
};
