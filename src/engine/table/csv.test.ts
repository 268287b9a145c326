// The CSV export quotes as RFC 4180 says and never hands a spreadsheet a formula to run, whatever it splits on.
import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';

/** The fields a spreadsheet splitting on `separator` reads from a CSV text (quotes count only at a field's start). */
function fieldsAsRead(csv: string, separator: string): string[] {
  const fields: string[] = [];
  let at = 0;
  while (at <= csv.length) {
    let field = '';
    if (csv[at] === '"') {
      at += 1;
      while (at < csv.length && !(csv[at] === '"' && csv[at + 1] !== '"')) {
        field += csv[at];
        at += csv[at] === '"' ? 2 : 1;
      }
      at += 1;
    }
    while (at < csv.length && csv[at] !== separator && csv[at] !== '\r' && csv[at] !== '\n') field += csv[at++];
    fields.push(field);
    at += csv[at] === '\r' && csv[at + 1] === '\n' ? 2 : 1;
  }
  return fields;
}

/** Whether a spreadsheet would run the field as a formula (after spaces or quotes it may drop). */
const runs = (field: string) => /^[ "]*[=+\-@\t\r]/.test(field);

describe('toCsv', () => {
  it('quotes commas, quotes and line breaks', () => {
    expect(toCsv(['Payer', 'Note'], [['Harrow & Finch, Ltd', 'say "hi"\nthere']])).toBe(
      'Payer,Note\r\n"Harrow & Finch, Ltd","say ""hi""\nthere"',
    );
  });

  it.each(['=HYPERLINK("http://x.example","x")', '+91 98765', '-2+3', '@SUM(A1)', '\t=1', '\r=1'])(
    'keeps %j as text with a leading apostrophe',
    (cell) => {
      const line = toCsv(['Payer'], [[cell]])
        .split('\r\n')
        .slice(1)
        .join('\r\n');
      expect(line.replace(/^"|"$/g, '').startsWith(`'${cell[0]}`)).toBe(true);
    },
  );

  const risky = [
    '=1+1',
    '+91 98765',
    '-2+3',
    '@SUM(A1)',
    '\t=1+1',
    '\r=1+1',
    'Kaveri;=1+1',
    'Kaveri,=1+1',
    'Kaveri\t=1+1',
    'Kaveri\t+1',
    'Kaveri; -1+1',
    'Kaveri;"=1+1',
    'Kaveri\n@SUM(A1)',
    'Kaveri\r\n=1+1',
    'a;b,c\t=HYPERLINK("http://x.example","x")',
    ' =1+1',
  ];

  it.each([',', ';', '\t'])('hands a spreadsheet splitting on %j no formula to run', (separator) => {
    const csv = toCsv(
      ['Payer'],
      risky.map((cell) => [cell]),
    );
    expect(fieldsAsRead(csv, separator).filter(runs)).toEqual([]);
  });

  it.each(risky)('wraps %j in double quotes and keeps its text after the apostrophes', (cell) => {
    const [, line] = toCsv(['Payer'], [[cell]]).split(/\r\n(.*)/s);
    expect(line).toMatch(/^".*"$/s);
    const fields = fieldsAsRead(line ?? '', ',');
    expect(fields).toHaveLength(1);
    expect(fields[0]?.replace(/'/g, '')).toBe(cell);
  });

  it('leaves ordinary text and amounts alone', () => {
    expect(toCsv(['Amount'], [['₹1,23,456.00'], ['Lone Star Retail LLC'], ['Kaveri; Mills'], ['Net 30-45']])).toBe(
      'Amount\r\n"₹1,23,456.00"\r\nLone Star Retail LLC\r\nKaveri; Mills\r\nNet 30-45',
    );
  });
});
