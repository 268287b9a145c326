// Reads multipart files within a size limit while they stream, checks their type by content, and collects the fields.
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../plugins/envelope';
import { sniffType } from './file-type';

/** A file that passed the checks. */
export interface UploadedFile {
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
export const UPLOAD_MESSAGES = { type: 'Invalid file type', size: (mb: number) => `File size exceeds ${mb}MB` };

/** Refuses at once when the declared Content-Length is already over the limit, before reading a byte. */
export function refuseOversized(request: FastifyRequest, maxBytes: number, files = 1): void {
  const length = Number(request.headers['content-length'] ?? 0);
  if (length > maxBytes * files + 64 * 1024) throw new ApiError(413, UPLOAD_MESSAGES.size(maxBytes / 1_000_000));
}

/** Reads the request's parts: up to maxFiles files, each of an accepted type and at most maxBytes. */
export async function readUploads(
  request: FastifyRequest,
  accept: string[],
  maxBytes: number,
  maxFiles: number,
): Promise<Uploads> {
  const uploads: Uploads = { fields: {}, files: {} };
  const limits = { fileSize: maxBytes, files: maxFiles, fields: 10, fieldSize: 1024 };
  for await (const part of request.parts({ limits })) {
    if (part.type === 'field') {
      uploads.fields[part.fieldname] = String(part.value);
      continue;
    }
    const content = await part.toBuffer().catch((error: { code?: string }) => {
      throw error.code === 'FST_REQ_FILE_TOO_LARGE'
        ? new ApiError(413, UPLOAD_MESSAGES.size(maxBytes / 1_000_000))
        : error;
    });
    const contentType = sniffType(content.subarray(0, 8));
    if (!contentType || !accept.includes(contentType)) throw new ApiError(415, UPLOAD_MESSAGES.type);
    uploads.files[part.fieldname] = { fileName: part.filename, contentType, content };
  }
  return uploads;
}

/** Reads the request's one file (any field name) and its fields. */
export async function readUpload(request: FastifyRequest, accept: string[], maxBytes: number): Promise<Upload> {
  const { fields, files } = await readUploads(request, accept, maxBytes, 1);
  const [file] = Object.values(files);
  if (!file) throw new ApiError(400, 'Please upload a file');
  return { fields, ...file };
}
