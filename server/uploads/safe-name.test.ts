// safeFileName: what survives of hostile upload names.
import { describe, expect, it } from 'vitest';
import { FALLBACK_NAME, MAX_NAME_LENGTH, safeFileName } from './safe-name';

describe('safeFileName', () => {
  it.each([
    ['a plain name', 'GST certificate.pdf', 'GST certificate.pdf'],
    ['a Unix path', '/etc/passwd', 'passwd'],
    ['path traversal', '../../../etc/passwd.pdf', 'passwd.pdf'],
    ['a Windows path', 'C:\\Users\\me\\..\\scan.png', 'scan.png'],
    ['mixed separators', 'a/b\\c/../d.jpg', 'd.jpg'],
    ['a separator hidden behind a control character', 'a\u0000/..\u0007\\x.pdf', 'x.pdf'],
    ['NUL and other C0 controls', 'sc\u0000an\u0009\u001b.pdf', 'scan.pdf'],
    ['DEL and C1 controls', 'scan\u007f\u0085\u009b.pdf', 'scan.pdf'],
    ['a right-to-left override', 'invoice\u202Efdp.exe', 'invoicefdp.exe'],
    [
      'bidi embeddings, isolates and marks',
      '\u202A\u202B\u202C\u202D\u2066\u2067\u2068\u2069\u200E\u200F\u061Cscan.pdf',
      'scan.pdf',
    ],
    ['zero widths and a BOM', '\uFEFFsc\u200Ban\u200D.pdf', 'scan.pdf'],
    ['characters Windows refuses', 'a<b>c:d"e|f?g*.pdf', 'a_b_c_d_e_f_g_.pdf'],
    ['surrounding spaces and dots', '  ..hidden.pdf. ', 'hidden.pdf'],
    ['decomposed accents, composed', 'Cafe\u0301.pdf', 'Caf\u00e9.pdf'],
  ])('%s', (_case, name, safe) => {
    expect(safeFileName(name)).toBe(safe);
  });

  it.each([undefined, '', '..', '.', '/', '\\..\\', '\u202E\u0000', ' . '])(
    "falls back to 'document' for %j",
    (name) => {
      expect(safeFileName(name)).toBe(FALLBACK_NAME);
    },
  );

  it('caps a 5,000-character name at 255 characters, keeping the extension', () => {
    const safe = safeFileName(`${'a'.repeat(5000)}.pdf`);
    expect(safe).toHaveLength(MAX_NAME_LENGTH);
    expect(safe.endsWith('a.pdf')).toBe(true);
  });

  it('counts characters, never splitting a surrogate pair', () => {
    const safe = safeFileName(`${'\u{1F600}'.repeat(300)}.png`);
    expect(Array.from(safe)).toHaveLength(MAX_NAME_LENGTH);
    expect(safe).toBe(`${'\u{1F600}'.repeat(MAX_NAME_LENGTH - 4)}.png`);
  });

  it('cuts a name whose extension is too long to be one as plain text', () => {
    expect(Array.from(safeFileName(`a.${'b'.repeat(400)}`))).toHaveLength(MAX_NAME_LENGTH);
  });
});
