// Spec 2 sections 4.3 and 5.4: a bank account needs an IFSC and is paid in INR; an EEFC account needs a verified Swift/BIC and a statement, in USD.
import type { Rule } from '../engine/core/rules';

interface Bank {
  accountType?: 'bank' | 'eefc';
  swiftBicCode?: string;
  swiftVerified?: boolean;
}

/** Currency of each account type; the field is locked to it. */
export const ACCOUNT_CURRENCY = { bank: 'INR', eefc: 'USD' } as const;

/** The message while the Swift/BIC code has not been verified. */
export const VERIFY_SWIFT = 'Please verify the Swift / BIC code';

/** Shows, requires and clears the fields of the chosen account type and locks its currency. */
export const bankAccountType: Rule<Bank> = (data) => {
  const type = data.accountType ?? 'bank';
  const currency = { locked: true };
  if (type === 'bank')
    return {
      values: {
        currency: ACCOUNT_CURRENCY.bank,
        swiftBicCode: undefined,
        swiftVerified: undefined,
        bankStatement: undefined,
      },
      ui: { ifscCode: { required: true }, swiftBicCode: { hidden: true }, bankStatement: { hidden: true }, currency },
    };
  return {
    values: { currency: ACCOUNT_CURRENCY.eefc, ifscCode: undefined },
    ui: { ifscCode: { hidden: true }, swiftBicCode: { required: true }, bankStatement: { required: true }, currency },
    errors: data.swiftBicCode && data.swiftVerified !== true ? { swiftBicCode: VERIFY_SWIFT } : undefined,
  };
};
