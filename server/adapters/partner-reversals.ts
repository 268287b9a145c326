// The payments partner's reversals: a deposit sent back to the payer who paid it (spec 3 section 2.6). The simulation
// decides by the Admin's comment, so a tester can reach every outcome (root README).
import { message } from '../../src/engine/core/message';

/** A deposit as the partner knows it. */
export interface PartnerDeposit {
  depositId: string;
  partnerId: string;
  clientPayerId: string;
}

/** The partner's answer: accepted (it confirms the reversal later), or declined with its message. */
export type ReversalAnswer = { accepted: true } | { accepted: false; message: string };

/** Takes a reversal the Admin sent on. */
export interface PartnerReversals {
  reverse(deposit: PartnerDeposit, remarks: string): Promise<ReversalAnswer>;
}

/** Declines a reversal whose comment contains "decline" (the partner's words of a payout review); accepts any other. */
export const simulatedPartnerReversals: PartnerReversals = {
  reverse: async (_deposit, remarks) =>
    /decline/i.test(remarks)
      ? { accepted: false, message: message('transactions.partnerDeclined') }
      : { accepted: true },
};
