// Uploads are typed by their first bytes, never by their name or the type the browser claims.

/** Types we recognise and the bytes they start with. */
const SIGNATURES: [string, number[]][] = [
  ['image/jpeg', [0xff, 0xd8, 0xff]],
  ['image/png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  ['application/pdf', [0x25, 0x50, 0x44, 0x46, 0x2d]],
];

/** The MIME type the content shows, or null when it is none we know. */
export function sniffType(head: Uint8Array): string | null {
  for (const [type, bytes] of SIGNATURES) if (bytes.every((byte, index) => head[index] === byte)) return type;
  return null;
}
