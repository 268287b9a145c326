// The partner bank that issues a client's virtual accounts (spec 2 sections 3 and 4.6): simulated, deterministic
// account details per client and currency.
import { createHash } from 'node:crypto';

/** One account of a virtual account (spec 2 section 3). */
export interface AccountDetail {
  paymentType: string;
  accountName: string;
  number: { label: string; value: string };
  routing: { label: string; value: string };
  partnerBankStatus: string;
  accountType: string;
  bankName: string;
  bankAddress: string;
}

/** Issues a client's accounts in one currency. */
export interface PartnerBank {
  issue(request: { clientId: string; currency: string; accountName: string }): Promise<AccountDetail[]>;
}

/** Digits derived from the request, so the same client and currency always get the same numbers. */
const digits = (seed: string, length: number) =>
  BigInt(`0x${createHash('sha256').update(seed).digest('hex').slice(0, 24)}`)
    .toString()
    .padStart(length, '7')
    .slice(0, length);

const US_BANK = { bankName: 'Evolve Bank & Trust', bankAddress: '6070 Poplar Ave, Suite 200, Memphis, TN 38119, USA' };
const GLOBAL_BANK = { bankName: 'Banking Circle S.A.', bankAddress: '2 Boulevard de la Foire, L-1528 Luxembourg' };

/**
 * USD gets three US accounts (ACH Routing Number, Fedwire ABA Code / Routing Number, RTP Routing Number); every
 * other currency one SWIFT account (BIC Code). Numbers come from a hash of the client and currency.
 */
export const simulatedPartnerBank: PartnerBank = {
  issue: async ({ clientId, currency, accountName }) => {
    const account = (paymentType: string, routing: { label: string; value: string }, bank: typeof US_BANK) => ({
      paymentType,
      accountName,
      number: {
        label: currency === 'USD' ? 'Account Number' : 'IBAN',
        value:
          currency === 'USD' ? digits(`${clientId}:${currency}`, 12) : `LU${digits(`${clientId}:${currency}`, 18)}`,
      },
      routing,
      partnerBankStatus: 'active',
      accountType: 'Checking',
      ...bank,
    });
    if (currency === 'USD')
      return [
        account('ACH', { label: 'Routing Number', value: '084106768' }, US_BANK),
        account('Fedwire', { label: 'ABA Code / Routing Number', value: '084106768' }, US_BANK),
        account('RTP', { label: 'Routing Number', value: '084106768' }, US_BANK),
      ];
    return [account('SWIFT', { label: 'BIC Code', value: 'BCIRLULL' }, GLOBAL_BANK)];
  },
};
