// A small hand-written PDF writer: one A4 page of Helvetica text lines, uncompressed, so the server needs no PDF library
// and a test can read the text back.

/** One line of text: where it starts (points from the bottom-left corner), its size and whether it is bold. */
export interface PdfLine {
  text: string;
  x: number;
  y: number;
  size?: number;
  bold?: boolean;
}

/** A4 in points. */
export const PAGE = { width: 595, height: 842 };

/** Text as a PDF string in WinAnsi: parentheses and backslashes escaped, characters beyond Latin-1 as '?'. */
export const pdfString = (text: string) =>
  `(${[...text]
    .map((char) => (char.charCodeAt(0) > 0xff ? '?' : char))
    .join('')
    .replace(/([()\\])/g, '\\$1')})`;

/** The page's content stream: each line in its font, a rule under the title. */
const contentOf = (lines: PdfLine[]) =>
  [
    ...lines.map(
      (line) =>
        `BT /${line.bold ? 'F2' : 'F1'} ${line.size ?? 10} Tf ${line.x} ${line.y} Td ${pdfString(line.text)} Tj ET`,
    ),
    `0.5 w 50 ${PAGE.height - 100} m ${PAGE.width - 50} ${PAGE.height - 100} l S`,
  ].join('\n');

/** A one-page PDF with the given lines and document title. */
export function textPdf(title: string, lines: PdfLine[]): Buffer {
  const stream = contentOf(lines);
  const font = (name: string) => `<< /Type /Font /Subtype /Type1 /BaseFont /${name} /Encoding /WinAnsiEncoding >>`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE.width} ${PAGE.height}] /Contents 4 0 R ` +
      '/Resources << /Font << /F1 5 0 R /F2 6 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
    font('Helvetica'),
    font('Helvetica-Bold'),
    `<< /Title ${pdfString(title)} /Producer (TradePay) >>`,
  ];
  let pdf = '%PDF-1.4\n';
  const offsets = objects.map((body, index) => {
    const offset = Buffer.byteLength(pdf, 'latin1');
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
    return offset;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}
