// Spec 2 sections 5.2, 5.3 and 5.5: a file is typed by its first bytes, as the server types it, never by its name.
import { message } from '../engine/core/message';

/** The spec's messages for a file refused before or by an upload. */
export const UPLOAD_MESSAGES = {
  type: message('upload.invalidType'),
  size: (maxBytes: number) => message('upload.tooLarge', { mb: maxBytes / 1_000_000 }),
  /** Only when no answer came: the server's own message wins whenever there is one. */
  failed: message('upload.failed'),
};

/** The types server/uploads/file-type.ts recognises and the bytes they start with (file-type.test.ts keeps them equal). */
const SIGNATURES: [string, number[]][] = [
  ['image/jpeg', [0xff, 0xd8, 0xff]],
  ['image/png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  ['application/pdf', [0x25, 0x50, 0x44, 0x46, 0x2d]],
];

/** The MIME type a file's first bytes show, or null when they show none we know. */
export async function sniffFileType(file: Blob): Promise<string | null> {
  const head = new Uint8Array(await file.slice(0, 8).arrayBuffer());
  for (const [type, bytes] of SIGNATURES) if (bytes.every((byte, index) => head[index] === byte)) return type;
  return null;
}

/** What an upload takes: MIME types, told by content, and the largest size in bytes. */
export interface FileLimits {
  accept: readonly string[];
  maxBytes: number;
}

/** The spec's message for a file that may not be uploaded under these limits, or undefined when it may. */
export async function refusalOf(file: Blob, { accept, maxBytes }: FileLimits): Promise<string | undefined> {
  const type = await sniffFileType(file);
  if (!type || !accept.includes(type)) return UPLOAD_MESSAGES.type;
  if (file.size > maxBytes) return UPLOAD_MESSAGES.size(maxBytes);
  return undefined;
}

/** The words for a failed upload: the refusal's or the server's message, else the generic one (no answer came). */
export const uploadFailure = (error: unknown): string =>
  (error instanceof Error && error.message) || UPLOAD_MESSAGES.failed;
