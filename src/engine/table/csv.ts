// CSV export of what a table shows: its visible columns, formatted as on screen, quoted per RFC 4180, and never a
// formula: a cell a spreadsheet would run (it begins with =, +, -, @, a tab or a carriage return) is kept as text.

/** The cell as text a spreadsheet shows as written: a leading apostrophe before a formula's first character. */
const inert = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

const quote = (text: string) => {
  const value = inert(text);
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
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
