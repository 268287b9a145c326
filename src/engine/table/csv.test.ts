// The CSV export quotes as RFC 4180 says and never hands a spreadsheet a formula to run.
import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';

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

  it('leaves ordinary text and amounts alone', () => {
    expect(toCsv(['Amount'], [['₹1,23,456.00'], ['Lone Star Retail LLC']])).toBe(
      'Amount\r\n"₹1,23,456.00"\r\nLone Star Retail LLC',
    );
  });
});
