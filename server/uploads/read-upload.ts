// Reads one multipart file within a size limit while it streams, checks its type by content, and collects its fields.
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../plugins/envelope';
import { sniffType } from './file-type';

/** A file that passed the checks. */
export interface Upload {
  fields: Record<string, string>;
  fileName: string;
  contentType: string;
  content: Buffer;
}

/** Spec messages for a refused file. */
export const UPLOAD_MESSAGES = { type: 'Invalid file type', size: (mb: number) => `File size exceeds ${mb}MB` };

/** Refuses at once when the declared Content-Length is already over the limit, before reading a byte. */
export function refuseOversized(request: FastifyRequest, maxBytes: number): void {
  const length = Number(request.headers['content-length'] ?? 0);
  if (length > maxBytes + 64 * 1024) throw new ApiError(413, UPLOAD_MESSAGES.size(maxBytes / 1_000_000));
}

/** Reads the request's parts; exactly one file of an accepted type and at most maxBytes. */
export async function readUpload(request: FastifyRequest, accept: string[], maxBytes: number): Promise<Upload> {
  const fields: Record<string, string> = {};
  let file: Omit<Upload, 'fields'> | undefined;
  for await (const part of request.parts({ limits: { fileSize: maxBytes, files: 1, fields: 10, fieldSize: 1024 } })) {
    if (part.type === 'field') {
      fields[part.fieldname] = String(part.value);
      continue;
    }
    const content = await part.toBuffer().catch((error: { code?: string }) => {
      throw error.code === 'FST_REQ_FILE_TOO_LARGE'
        ? new ApiError(413, UPLOAD_MESSAGES.size(maxBytes / 1_000_000))
        : error;
    });
    const contentType = sniffType(content.subarray(0, 8));
    if (!contentType || !accept.includes(contentType)) throw new ApiError(415, UPLOAD_MESSAGES.type);
    file = { fileName: part.filename, contentType, content };
  }
  if (!file) throw new ApiError(400, 'Please upload a file');
  return { fields, ...file };
}
