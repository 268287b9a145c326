// Bank account validation (penny-drop): the bank says whose account a number and IFSC are; the simulation decides by the last digits.

/** What the bank answered for an account. */
export type BankAnswer =
  | { found: true; accountHolderName: string | null; response: Record<string, unknown> }
  | { found: false; message: string; response: Record<string, unknown> };

/** The bank could not be reached. */
export class BankUnavailableError extends Error {}

/** Validates accounts; throws BankUnavailableError when the bank cannot be reached. */
export interface Bank {
  validateAccount(account: { clientId: string; accountNumber: string; ifscCode: string }): Promise<BankAnswer>;
}

/** The simulated bank's answer when it has no account. */
export const NO_ACCOUNT = 'No account found for this account number and IFSC';

/**
 * Account numbers ending in 404 are unknown, in 503 the bank is unreachable, in 000 the account exists without a
 * name yet; any other account belongs to the name recordHolder gives for the client (its legal or full name).
 */
export const simulatedBank = (recordHolder: (clientId: string) => Promise<string | null>, latencyMs = 0): Bank => ({
  async validateAccount({ clientId, accountNumber, ifscCode }) {
    if (latencyMs) await new Promise((resolve) => setTimeout(resolve, latencyMs));
    const base = { accountNumber, ifscCode, bankName: `Simulated Bank (${ifscCode.slice(0, 4)})` };
    if (accountNumber.endsWith('503')) throw new BankUnavailableError('Bank service unavailable');
    if (accountNumber.endsWith('404'))
      return { found: false, message: NO_ACCOUNT, response: { ...base, status: 'NOT_FOUND', message: NO_ACCOUNT } };
    const holder = accountNumber.endsWith('000') ? null : ((await recordHolder(clientId))?.toUpperCase() ?? null);
    return {
      found: true,
      accountHolderName: holder,
      response: { ...base, status: holder ? 'VALID' : 'PENDING', nameAtBank: holder },
    };
  },
});
