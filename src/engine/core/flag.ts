// A country's flag as an emoji (two regional indicator letters), drawn by the system font: no image host needed.

/** The flag of a two-letter country code (`EU` included); empty for anything else. */
export const flagOf = (countryCode: unknown): string =>
  /^[A-Z]{2}$/i.test(String(countryCode ?? ''))
    ? String.fromCodePoint(...[...String(countryCode).toUpperCase()].map((letter) => 0x1f1a5 + letter.charCodeAt(0)))
    : '';
