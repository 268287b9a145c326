// Swift/BIC verification of an EEFC account; the simulated directory refuses BICs starting with XXXX.

/** Verifies that a BIC can receive for an account. */
export interface SwiftDirectory {
  verify(bic: string, accountNumber: string): Promise<boolean>;
}

/** Any well-formed BIC (the schema checks the form) is known, except those starting with XXXX. */
export const simulatedSwift: SwiftDirectory = {
  verify: async (bic) => !bic.toUpperCase().startsWith('XXXX'),
};
