// Input transforms an analyst names in `ui:options`: applied to each keystroke before the value reaches the form.

/** Names accepted by `ui:options.transform`. */
export type TransformName = 'upper' | 'digits' | 'letters' | 'amount';

const TRANSFORMS: Record<TransformName, (value: string) => string> = {
  /** Upper-case as typed (PAN, IFSC, Swift, GST). */
  upper: (value) => value.toUpperCase(),
  /** Digits only (pincode, account number, mobile). */
  digits: (value) => value.replace(/\D/g, ''),
  /** Letters and spaces only (city, names). */
  letters: (value) => value.replace(/[^A-Za-z ]/g, ''),
  /** An amount: digits and one decimal point with at most two decimals. */
  amount: (value) => {
    const [whole, ...rest] = value.replace(/[^0-9.]/g, '').split('.');
    return rest.length ? `${whole}.${rest.join('').slice(0, 2)}` : whole;
  },
};

/** Options read from `ui:options`. */
export interface TransformOptions {
  /** One of TransformName; none by default. */
  transform?: TransformName;
  /** Keep at most this many characters; no limit by default. */
  truncate?: number;
}

/** Applies the declared transform, then the truncation. Unknown names leave the value as typed. */
export function transformInput(value: string, options: TransformOptions): string {
  const transformed = options.transform && TRANSFORMS[options.transform] ? TRANSFORMS[options.transform](value) : value;
  return typeof options.truncate === 'number' ? transformed.slice(0, options.truncate) : transformed;
}

/** The names, for schemas:check. */
export const TRANSFORM_NAMES = Object.keys(TRANSFORMS) as TransformName[];
