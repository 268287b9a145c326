// Spec 2 sections 5.2, 5.3 and 5.5: a file is typed by its first bytes, as the server types it, never by its name.
import { message } from '../engine/core/message';
import { HEAD_BYTES, typeOfHead } from '../engine/core/file-signatures';

/** The spec's messages for a file refused before or by an upload. */
export const UPLOAD_MESSAGES = {
  type: message('upload.invalidType'),
  size: (maxBytes: number) => message('upload.tooLarge', { mb: maxBytes / 1_000_000 }),
  /** Only when no answer came: the server's own message wins whenever there is one. */
  failed: message('upload.failed'),
};

/** The MIME type a file's first bytes show (as the server reads them), or null when they show none we know. */
export async function sniffFileType(file: Blob): Promise<string | null> {
  return typeOfHead(new Uint8Array(await file.slice(0, HEAD_BYTES).arrayBuffer()));
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
