// The providers one app talks to (KYC and the payments partner): simulated unless a deployment hands in real ones.
import { simulatedAlertSettings, type AlertSettings } from './alert-settings';
import { simulatedBank, type Bank } from './bank';
import { simulatedFxRates, type FxRates } from './fx-rates';
import { simulatedGstIecRegister, type GstIecRegister } from './gst-iec-register';
import { simulatedOcr, type Ocr } from './ocr';
import { simulatedPanRegister, type PanRegister } from './pan-register';
import { simulatedPartnerReversals, type PartnerReversals } from './partner-reversals';
import { simulatedPaymentsPartner, type PaymentsPartner } from './payments-partner';
import { simulatedSwift, type SwiftDirectory } from './swift';
import { simulatedXFlow, type XFlowPartner } from './xflow';

/** Every provider. */
export interface Providers {
  panRegister: PanRegister;
  ocr: Ocr;
  bank: Bank;
  swift: SwiftDirectory;
  paymentsPartner: PaymentsPartner;
  /** The payments partner's reversals of deposits. */
  partnerReversals: PartnerReversals;
  gstIecRegister: GstIecRegister;
  alertSettings: AlertSettings;
  fxRates: FxRates;
  /** The partner clients are onboarded with (XFlow). */
  xflow: XFlowPartner;
}

/** The deterministic simulations; the bank reads the holder name on record through recordHolder, after latencyMs. */
export const simulatedProviders = (
  recordHolder: (clientId: string) => Promise<string | null>,
  {
    latencyMs = 0,
    verificationLatencyMs = 0,
    quoteLatencyMs = 0,
  }: { latencyMs?: number; verificationLatencyMs?: number; quoteLatencyMs?: number } = {},
): Providers => ({
  panRegister: simulatedPanRegister,
  ocr: simulatedOcr,
  bank: simulatedBank(recordHolder, latencyMs),
  swift: simulatedSwift,
  paymentsPartner: simulatedPaymentsPartner,
  partnerReversals: simulatedPartnerReversals,
  gstIecRegister: simulatedGstIecRegister(verificationLatencyMs),
  alertSettings: simulatedAlertSettings,
  fxRates: simulatedFxRates(quoteLatencyMs),
  xflow: simulatedXFlow,
});
