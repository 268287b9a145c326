// Multipart uploads with progress: fetch cannot report upload progress, so this one call uses XMLHttpRequest.
import { ApiError, raiseSignals, requestHeaders } from './client';
import { refusalOf, UPLOAD_MESSAGES, type FileLimits } from './file-type';

/** What one upload sends: text fields and named files, and what the route takes. */
export interface UploadRequest {
  path: string;
  fields?: Record<string, string | undefined>;
  files: Record<string, File | undefined>;
  /** The route's own limits (its server route's types and size): a file outside them is never sent. */
  limits: FileLimits;
  onProgress?: (percent: number) => void;
}

/** Refuses, as the server would, a file whose first bytes or size the route does not take. */
async function refuseLocally(files: (File | undefined)[], limits: FileLimits): Promise<void> {
  for (const file of files) {
    const refused = file && (await refusalOf(file, limits));
    if (refused) throw new ApiError(refused, refused === UPLOAD_MESSAGES.type ? 415 : 413);
  }
}

/**
 * Posts the form to /api + path with the session headers; resolves to `data`. Rejects with the spec's message for a
 * file refused before sending, with the server's message for any answer it gives, and with the generic message only
 * when no answer came.
 */
export async function upload<T>({ path, fields = {}, files, limits, onProgress }: UploadRequest): Promise<T> {
  await refuseLocally(Object.values(files), limits);
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) body.append(name, value);
  for (const [name, file] of Object.entries(files)) if (file) body.append(name, file, file.name);
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api/${path.replace(/^\//, '')}`);
    for (const [name, value] of Object.entries(requestHeaders())) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onerror = () => reject(new ApiError(UPLOAD_MESSAGES.failed, 0));
    xhr.onload = () => {
      raiseSignals(xhr.status, { get: (name) => xhr.getResponseHeader(name) });
      try {
        const envelope = JSON.parse(xhr.responseText) as { responseCode: number; message: string; data: T };
        if (envelope.responseCode === 200) resolve(envelope.data);
        else reject(new ApiError(envelope.message || UPLOAD_MESSAGES.failed, envelope.responseCode, envelope.data));
      } catch {
        reject(new ApiError(UPLOAD_MESSAGES.failed, xhr.status));
      }
    };
    xhr.send(body);
  });
}
