// Multipart uploads with progress: fetch cannot report upload progress, so this one call uses XMLHttpRequest.
import { ApiError, raiseSignals, requestHeaders } from './client';

/** What one upload sends: text fields and named files. */
export interface UploadRequest {
  path: string;
  fields?: Record<string, string | undefined>;
  files: Record<string, File | undefined>;
  onProgress?: (percent: number) => void;
}

/** Posts the form to /api + path with the session headers; resolves to `data`, rejects with the server's message. */
export function upload<T>({ path, fields = {}, files, onProgress }: UploadRequest): Promise<T> {
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
    xhr.onerror = () => reject(new ApiError('Something went wrong while uploading document', 0));
    xhr.onload = () => {
      raiseSignals(xhr.status, xhr.getResponseHeader('app-version'));
      try {
        const envelope = JSON.parse(xhr.responseText) as { responseCode: number; message: string; data: T };
        if (envelope.responseCode === 200) resolve(envelope.data);
        else reject(new ApiError(envelope.message, envelope.responseCode, envelope.data));
      } catch {
        reject(new ApiError('Something went wrong while uploading document', xhr.status));
      }
    };
    xhr.send(body);
  });
}
