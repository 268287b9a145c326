// Spec 1 section 5: the confirmation must repeat the new password.
import type { Rule } from '../engine/core/rules';
import { message } from '../engine/core/message';

/** The spec's message. */
export const PASSWORDS_DO_NOT_MATCH = message('auth.password.mismatch');

/** Once a confirmation is typed, it must equal the password. */
export const passwordsMatch: Rule<{ password?: string; confirmPassword?: string }> = (data) =>
  data.confirmPassword && data.confirmPassword !== data.password
    ? { errors: { confirmPassword: PASSWORDS_DO_NOT_MATCH } }
    : {};
