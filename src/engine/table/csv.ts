// CSV export of what a table shows: its visible columns, formatted as on screen, quoted per RFC 4180, and never a
// formula in any locale. A spreadsheet splits a line on `,`, `;` or a tab, whichever its locale uses, so each part of
// a cell that would begin a field there (the cell's start, and what follows any of those separators or a line break)
// is made inert when it begins with =, +, -, @, a tab or a carriage return (after any spaces or quotes a spreadsheet
// may drop): OWASP's CSV injection advice, a leading apostrophe before that character and the cell in double quotes.
// The cost is an apostrophe shown inside such a cell where the file is split on commas.

/** What a spreadsheet of some locale splits a line on, and the line breaks; kept by `split` (odd indexes). */
const SEPARATOR = /([,;\t\r\n])/;

/** A field that would run: spaces or quotes a spreadsheet may drop, then a formula's first character. */
const FORMULA = /^([ "]*)([=+\-@\t\r])/;

/** The cell with an apostrophe before the formula character of every part that would begin a field. */
function inert(value: string): string {
  const start = value.replace(FORMULA, "$1'$2");
  const [first = '', ...rest] = start.split(SEPARATOR);
  return [first, ...rest.map((part, index) => (index % 2 === 1 ? part.replace(FORMULA, "$1'$2") : part))].join('');
}

const quote = (text: string) => {
  const value = inert(text);
  return value !== text || /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
};

/** A CSV document with a header line and one line per row. */
export function toCsv(headers: string[], rows: string[][]): string {
  return [headers, ...rows].map((line) => line.map(quote).join(',')).join('\r\n');
}

/** Offers the text as a file download. */
export function downloadCsv(fileName: string, csv: string): void {
  const url = URL.createObjectURL(new Blob([`\uFEFF${csv}`], { type: 'text/csv;charset=utf-8' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
  link.click();
  URL.revokeObjectURL(url);
}
