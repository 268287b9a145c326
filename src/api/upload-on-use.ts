// The upload call, fetched with the first file sent: a screen with an upload field downloads the sending and the
// file checks only when a file is picked.
import type { UploadRequest } from './upload';

/** `upload` (./upload.ts), fetched on first use. */
export const upload = <T>(request: UploadRequest): Promise<T> =>
  import('./upload').then((module) => module.upload<T>(request));
