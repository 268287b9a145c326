// GSTIN and IEC verification for the admin's approval (spec 3 sections 5 and 9): simulated, every number valid after
// a delay, except the documented ones.

/** The register's verdict on an IEC: its status text, as the IEC call answers it (data.iecStatus). */
export type IecStatus = 'Valid' | 'Invalid';

/** Verifies the numbers a client gave. */
export interface GstIecRegister {
  /** True when the GSTIN is registered and active. */
  verifyGstin(gstNumber: string): Promise<boolean>;
  /** The IEC's status; throws when the register cannot be asked. */
  verifyIec(iecNumber: string): Promise<IecStatus>;
}

/** Thrown when the register did not answer. */
export class RegisterUnavailableError extends Error {}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * After latencyMs: a GSTIN whose PAN part (characters 3-7) is INVAL is invalid; an IEC starting with INVAL is
 * Invalid, one starting with ERROR finds the register unreachable; every other well-formed number is valid.
 */
export const simulatedGstIecRegister = (latencyMs: number): GstIecRegister => ({
  verifyGstin: async (gstNumber) => {
    await wait(latencyMs);
    return gstNumber.slice(2, 7) !== 'INVAL';
  },
  verifyIec: async (iecNumber) => {
    await wait(latencyMs);
    if (iecNumber.startsWith('ERROR')) throw new RegisterUnavailableError('IEC register unreachable');
    return iecNumber.startsWith('INVAL') ? 'Invalid' : 'Valid';
  },
});
