// The resend countdown of OTP steps (spec 1 section 4.1): starts at one minute, shown mm:ss, Resend only at 00:00.

/** Seconds shown as mm:ss. */
export const mmss = (seconds: number): string => {
  const safe = Math.max(0, Math.ceil(seconds));
  return `${String(Math.floor(safe / 60)).padStart(2, '0')}:${String(safe % 60).padStart(2, '0')}`;
};

/** Resend is allowed only when the display reads 00:00 or is empty. */
export const canResend = (display: string): boolean => display === '' || display === '00:00';
