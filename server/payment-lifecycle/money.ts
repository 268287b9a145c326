// Exact decimal arithmetic for the payment's figures (amounts, rates, fees): scaled BigInts, never binary floats.

/** A decimal as an integer of units of 10^-scale. */
interface Fixed {
  units: bigint;
  scale: number;
}

const DECIMAL = /^(-)?(\d+)(?:\.(\d+))?$/;

/** Reads a decimal string (or a number's shortest decimal form) exactly; throws on anything else. */
function parse(value: string | number): Fixed {
  const match = DECIMAL.exec(String(value).trim());
  if (!match) throw new Error(`not a decimal: ${value}`);
  const [, sign, whole, fraction = ''] = match;
  const units = BigInt(whole + fraction);
  return { units: sign ? -units : units, scale: fraction.length };
}

const pow10 = (n: number) => 10n ** BigInt(n);

/** Rounds half away from zero to `scale` places (the usual commercial rounding: 0.005 -> 0.01). */
function round({ units, scale }: Fixed, places: number): Fixed {
  if (scale <= places) return { units: units * pow10(places - scale), scale: places };
  const divisor = pow10(scale - places);
  const magnitude = units < 0n ? -units : units;
  const rounded = (magnitude + divisor / 2n) / divisor;
  return { units: units < 0n ? -rounded : rounded, scale: places };
}

const text = ({ units, scale }: Fixed): string => {
  const digits = (units < 0n ? -units : units).toString().padStart(scale + 1, '0');
  const whole = digits.slice(0, digits.length - scale);
  const sign = units < 0n ? '-' : '';
  return scale ? `${sign}${whole}.${digits.slice(-scale)}` : `${sign}${whole}`;
};

/** a x b, rounded half away from zero to `places`. */
export const multiply = (a: string | number, b: string | number, places: number): string => {
  const x = parse(a);
  const y = parse(b);
  return text(round({ units: x.units * y.units, scale: x.scale + y.scale }, places));
};

/** a / b, rounded half away from zero to `places` (b not zero). */
export const divide = (a: string | number, b: string | number, places: number): string => {
  const x = parse(a);
  const y = parse(b);
  if (y.units === 0n) throw new Error('division by zero');
  // Two guard digits beyond `places`, then the usual rounding on them.
  const guard = places + 2;
  const units = (x.units * pow10(guard + y.scale)) / (y.units * pow10(x.scale));
  return text(round({ units, scale: guard }, places));
};

/** a + b, exactly, written with `places` decimals. */
export const add = (a: string | number, b: string | number, places: number): string => {
  const scale = Math.max(parse(a).scale, parse(b).scale, places);
  const x = round(parse(a), scale);
  const y = round(parse(b), scale);
  return text(round({ units: x.units + y.units, scale }, places));
};

/** a - b, exactly, written with `places` decimals. */
export const subtract = (a: string | number, b: string | number, places: number): string =>
  add(a, text({ units: -parse(b).units, scale: parse(b).scale }), places);

/** -1, 0 or 1 as a is less than, equal to or more than b. */
export const compare = (a: string | number, b: string | number): number => {
  const scale = Math.max(parse(a).scale, parse(b).scale);
  const difference = round(parse(a), scale).units - round(parse(b), scale).units;
  return difference === 0n ? 0 : difference < 0n ? -1 : 1;
};

/** The larger of two decimals. */
export const max = (a: string | number, b: string | number): string | number => (compare(a, b) >= 0 ? a : b);

/** A decimal in the Indian grouping (12,34,567.89) with `places` decimals, read exactly from its string. */
export const indianGrouping = (value: string | number, places = 2): string => {
  const [whole, fraction] = multiply(value, 1, places).replace('-', '').split('.');
  const grouped =
    whole.length > 3 ? `${whole.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')},${whole.slice(-3)}` : whole;
  const sign = compare(value, 0) < 0 ? '-' : '';
  return `${sign}${grouped}${fraction ? `.${fraction}` : ''}`;
};
