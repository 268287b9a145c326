// Reads multipart files within their limits while they stream, checks their type by content, and collects the fields.
import type { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../plugins/envelope';
import { unstorable } from '../plugins/json-body';
import { HEAD_BYTES, sniffType } from './file-type';
import { FORM_LIMITS, FORM_MESSAGES, formError } from './form-errors';
import { safeFileName } from './safe-name';
import { message } from '../../src/engine/core/message';

/** A file that passed the checks. */
export interface UploadedFile {
  /** The caller's name made safe by safeFileName. */
  fileName: string;
  contentType: string;
  content: Buffer;
}

/** The text fields of a request and its files by field name. */
export interface Uploads {
  fields: Record<string, string>;
  files: Record<string, UploadedFile>;
}

/** A request's one file with the text fields. */
export interface Upload extends UploadedFile {
  fields: Record<string, string>;
}

/** Spec messages for a refused file. */
export const UPLOAD_MESSAGES = {
  type: message('upload.invalidType'),
  size: (mb: number) => message('upload.tooLarge', { mb }),
  missing: message('upload.missing'),
};

/** Room beside the files for the text fields, part headers and boundaries. */
export const FORM_OVERHEAD = 64 * 1024;

/** The most bytes a body carrying maxFiles files of maxBytes may take. */
const bodyCap = (maxBytes: number, maxFiles: number) => maxBytes * maxFiles + FORM_OVERHEAD;

const tooLarge = (maxBytes: number) => new ApiError(413, UPLOAD_MESSAGES.size(maxBytes / 1_000_000));

/** What an upload route takes, declared in its `config.upload` so its size is refused before anything else runs. */
export interface UploadLimit {
  /** Largest file, in bytes. */
  maxBytes: number;
  /** Files the form may carry; 1 by default. */
  files?: number;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    upload?: UploadLimit;
  }
}

/** Refuses at once when the declared Content-Length is already over the limit, before reading a byte. */
export function refuseOversized(request: FastifyRequest, { maxBytes, files = 1 }: UploadLimit): void {
  if (Number(request.headers['content-length'] ?? 0) > bodyCap(maxBytes, files)) throw tooLarge(maxBytes);
}

/** Rejects as soon as more than cap bytes of the body have arrived, with a declared length or without one. */
function capBody(body: Readable, cap: number, error: () => ApiError) {
  let received = 0;
  let count = (_chunk: Buffer) => {};
  const exceeded = new Promise<never>((_resolve, reject) => {
    count = (chunk) => {
      received += chunk.length;
      if (received > cap) reject(error());
    };
  });
  body.on('data', count);
  return { exceeded, release: () => body.off('data', count) };
}

/**
 * A file part's bytes, refused when it passes the parser's fileSize limit rather than when the part ends; a part
 * parsed in one go has passed it before we listen, and only shows it by being truncated at its end.
 */
const readFile = (file: Readable & { truncated?: boolean }, error: () => ApiError) =>
  new Promise<Buffer>((resolve, reject) => {
    // A body that ended inside the part may have broken it before we listen: a part closed without its end is malformed.
    const broken = () => reject(file.errored ?? new ApiError(400, FORM_MESSAGES.malformed));
    if (file.destroyed) return broken();
    const chunks: Buffer[] = [];
    file.on('data', (chunk: Buffer) => chunks.push(chunk));
    file.once('limit', () => reject(error()));
    file.once('end', () => (file.truncated ? reject(error()) : resolve(Buffer.concat(chunks))));
    file.once('error', reject);
    file.once('close', () => !file.readableEnded && broken());
  });

/** Reads every part; an empty file part (a form sent with no file chosen) counts as no file. */
async function readParts(request: FastifyRequest, accept: string[], maxBytes: number, maxFiles: number) {
  const uploads: Uploads = { fields: {}, files: {} };
  const limits = { ...FORM_LIMITS, files: maxFiles, parts: FORM_LIMITS.fields + maxFiles, fileSize: maxBytes };
  for await (const part of request.parts({ limits })) {
    if (part.type === 'field') {
      if (typeof part.value !== 'string') throw new ApiError(400, FORM_MESSAGES.fieldText);
      if (part.valueTruncated) throw new ApiError(400, FORM_MESSAGES.fieldSize);
      // Checked like a JSON body's strings (plugins/json-body.ts): no field can store them.
      if (unstorable(part.fieldname) || unstorable(part.value)) throw new ApiError(400, FORM_MESSAGES.fieldCharacters);
      uploads.fields[part.fieldname] = part.value;
      continue;
    }
    const content = await readFile(part.file, () => tooLarge(maxBytes));
    if (!content.length) continue;
    const contentType = sniffType(content.subarray(0, HEAD_BYTES));
    if (!contentType || !accept.includes(contentType)) throw new ApiError(415, UPLOAD_MESSAGES.type);
    uploads.files[part.fieldname] = { fileName: safeFileName(part.filename), contentType, content };
  }
  return uploads;
}

/** Reads the request's parts: up to maxFiles files, each of an accepted type and at most maxBytes. */
export async function readUploads(
  request: FastifyRequest,
  accept: string[],
  maxBytes: number,
  maxFiles: number,
): Promise<Uploads> {
  if (!request.isMultipart()) throw new ApiError(400, FORM_MESSAGES.notMultipart);
  // Counting starts in the same tick as readParts pipes the body into the parser, so both see every chunk.
  const cap = capBody(request.raw, bodyCap(maxBytes, maxFiles), () => tooLarge(maxBytes));
  try {
    return await Promise.race([readParts(request, accept, maxBytes, maxFiles), cap.exceeded]);
  } catch (error) {
    throw formError(error, maxFiles);
  } finally {
    cap.release();
  }
}

/** Reads the request's one file (any field name) and its fields. */
export async function readUpload(request: FastifyRequest, accept: string[], maxBytes: number): Promise<Upload> {
  const { fields, files } = await readUploads(request, accept, maxBytes, 1);
  const [file] = Object.values(files);
  if (!file) throw new ApiError(400, UPLOAD_MESSAGES.missing);
  return { fields, ...file };
}
