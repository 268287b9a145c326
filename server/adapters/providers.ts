// The KYC providers one app talks to: simulated unless a deployment hands in real ones.
import { simulatedBank, type Bank } from './bank';
import { simulatedOcr, type Ocr } from './ocr';
import { simulatedPanRegister, type PanRegister } from './pan-register';
import { simulatedSwift, type SwiftDirectory } from './swift';

/** Every onboarding provider. */
export interface Providers {
  panRegister: PanRegister;
  ocr: Ocr;
  bank: Bank;
  swift: SwiftDirectory;
}

/** The deterministic simulations; the bank reads the holder name on record through recordHolder. */
export const simulatedProviders = (recordHolder: (clientId: string) => Promise<string | null>): Providers => ({
  panRegister: simulatedPanRegister,
  ocr: simulatedOcr,
  bank: simulatedBank(recordHolder),
  swift: simulatedSwift,
});
