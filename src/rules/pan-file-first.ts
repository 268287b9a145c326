// Spec 2 section 5.3: the PAN card is uploaded first; a name as per PAN typed without it is refused.
import type { Rule } from '../engine/core/rules';
import { message } from '../engine/core/message';

/** The spec's message. */
export const UPLOAD_PAN_FILE = message('onboarding.panFileFirst');

/** A name as per PAN needs the PAN card it is read from. */
export const panFileFirst: Rule<{ document?: unknown; nameAsPan?: string }> = (data) =>
  data.nameAsPan && !data.document ? { errors: { nameAsPan: UPLOAD_PAN_FILE } } : {};
