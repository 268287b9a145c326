// A sample text a declared string field accepts (its pattern, format and lengths), so filled stories pass validation.
import type { Schema } from '../engine/core/declarations';

/** Values that satisfy the usual patterns no short generator reaches (passwords with lookaheads, mobiles, sites). */
const CANDIDATES = ['Demo@2025', '9876500001', 'asha@example.com', 'www.example.com'];

const FORMATS: Record<string, string> = { email: 'asha@example.com', date: '1990-01-15', uri: 'https://example.com' };

/** The shortest string a simple pattern matches: classes, literals, quantifiers, groups; lookaheads are skipped. */
function fromPattern(pattern: string): string {
  let at = 0;
  const sequence = (): string => {
    let out = '';
    while (at < pattern.length && pattern[at] !== ')' && pattern[at] !== '|') {
      let piece = atom();
      const quantifier = /^(\{(\d+)(,\d*)?\}|[*+?])/.exec(pattern.slice(at));
      if (quantifier) {
        at += quantifier[0].length;
        const times = quantifier[2] ? Number(quantifier[2]) : quantifier[0] === '+' ? 1 : 0;
        piece = piece.repeat(times);
      }
      out += piece;
    }
    return out;
  };
  const alternatives = (): string => {
    const first = sequence();
    while (pattern[at] === '|') {
      at += 1;
      sequence();
    }
    return first;
  };
  const atom = (): string => {
    const char = pattern[at++];
    if (char === '^' || char === '$') return '';
    if (char === '.') return 'a';
    if (char === '\\') {
      const escaped = pattern[at++];
      return ({ d: '1', s: ' ', S: 'a', w: 'a' } as Record<string, string>)[escaped] ?? escaped;
    }
    if (char === '(') {
      const lookahead = pattern.startsWith('?=', at) || pattern.startsWith('?!', at);
      if (pattern.startsWith('?', at)) at += 2;
      const inner = alternatives();
      at += 1;
      return lookahead ? '' : inner;
    }
    if (char === '[') {
      const end = pattern.indexOf(']', at + 1);
      const body = pattern.slice(at, end);
      at = end + 1;
      return body.startsWith('^')
        ? 'a'
        : body.startsWith('\\')
          ? (({ d: '1', s: ' ' } as Record<string, string>)[body[1]] ?? body[1])
          : body[0];
    }
    return char;
  };
  return alternatives();
}

const accepts = (schema: Schema, value: string) =>
  value.length >= (schema.minLength ?? 1) &&
  value.length <= (schema.maxLength ?? Infinity) &&
  (!schema.pattern || new RegExp(schema.pattern, 'u').test(value));

/** A readable sample ('Sample Account Holder Name') when the field allows it, else one its rules accept. */
export function sampleString(schema: Schema, label: string): string {
  if (schema.format && FORMATS[schema.format]) return FORMATS[schema.format];
  const readable = `Sample ${label}`.slice(0, schema.maxLength ?? Infinity).trim();
  const generated = schema.pattern ? fromPattern(schema.pattern) : '';
  return [readable, ...CANDIDATES, generated].find((value) => accepts(schema, value)) ?? generated;
}
