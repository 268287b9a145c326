// Spec 2 section 5.3: a stakeholder's PAN must be on the register under the name typed as per PAN (DEV may skip either).
import { message } from '../../src/engine/core/message';
import type { PanRegister } from '../adapters/pan-register';
import type { ServerConfig } from '../config';
import { ApiError } from '../plugins/envelope';
import type { PanChecks } from './stakeholders';

/** The spec's messages. */
export const PAN_MESSAGES = {
  unknown: message('onboarding.pan.unknown'),
  mismatch: message('onboarding.pan.nameMismatch'),
};

/** Asks the register; refuses an unknown PAN or another name unless a DEV switch skips that check. */
export async function checkPan(
  register: PanRegister,
  dev: ServerConfig['dev'],
  pan: string,
  nameAsPan: string,
): Promise<PanChecks> {
  const name = await register.nameOf(pan);
  if (name === null) {
    if (dev.skipPanValidation) return { verified: false, panVerified: false };
    throw new ApiError(400, PAN_MESSAGES.unknown);
  }
  const matches = name.trim().toLowerCase() === nameAsPan.trim().toLowerCase();
  if (!matches && !dev.skipPanNameCheck) throw new ApiError(400, PAN_MESSAGES.mismatch);
  return { verified: matches, panVerified: true };
}
