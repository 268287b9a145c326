// How a file's first bytes tell its type: one definition for the browser's check before an upload and the server's.

/** Types we recognise by the bytes they start with. */
export const SIGNATURES: [string, number[]][] = [
  ['image/jpeg', [0xff, 0xd8, 0xff]],
  ['image/png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  ['application/pdf', [0x25, 0x50, 0x44, 0x46, 0x2d]],
];

/** How many first bytes decide a type: the signatures need 8, plain text is judged on this many. */
export const HEAD_BYTES = 512;

/** Plain text (an e-BRC credential file): UTF-8 with no control character but tab, line feed and carriage return. */
function isPlainText(head: Uint8Array): boolean {
  if (head.length === 0 || head.some((byte) => (byte < 0x20 && ![9, 10, 13].includes(byte)) || byte === 0x7f))
    return false;
  try {
    // Streaming, so a character cut at the end of the head is not taken for bad UTF-8.
    new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: true });
    return true;
  } catch {
    return false;
  }
}

/** The MIME type the first HEAD_BYTES bytes show, or null when they show none we know. */
export function typeOfHead(head: Uint8Array): string | null {
  for (const [type, bytes] of SIGNATURES) if (bytes.every((byte, index) => head[index] === byte)) return type;
  return isPlainText(head) ? 'text/plain' : null;
}
