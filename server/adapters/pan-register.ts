// The PAN register answers the name a PAN is issued to; the simulated one knows the demo identities.
import { identityByPan } from './demo-identities';

/** Looks a PAN up in the register. */
export interface PanRegister {
  /** The name on record for the PAN, or null when the register has no such PAN. */
  nameOf(pan: string): Promise<string | null>;
}

/** A demo identity's PAN answers its name; any other PAN is unknown. */
export const simulatedPanRegister: PanRegister = {
  nameOf: async (pan) => identityByPan(pan)?.name ?? null,
};
