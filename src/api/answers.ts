// What the actions do with an answer the same way: the spec's words when no answer came, a data URL as a Blob.
import { message } from '../engine/core/message';
import { ApiError } from './client';

/** Answers that carry no words of their own: none came (0), or the server failed unexpectedly (500, its generic words). */
const WORDLESS = [0, 500];

/**
 * Rethrows a failure with `words` (the spec's for this call) in place of a wordless one (no answer, or an unexpected
 * server failure); any other answer keeps the server's own message, as spec 2 section 8 says.
 */
export const saying = (words: string) => (error: unknown) => {
  throw error instanceof ApiError && WORDLESS.includes(error.responseCode)
    ? new ApiError(words, error.responseCode)
    : error;
};

/** A `data:<type>;base64,<content>` answer as a Blob (fetch of a data: URL would need a looser CSP). */
export const dataUrlToBlob = (url: string): Blob => {
  const [head, content = ''] = url.split(',');
  const bytes = Uint8Array.from(atob(content), (char) => char.charCodeAt(0));
  return new Blob([bytes], { type: /^data:([^;]+)/.exec(head)?.[1] ?? 'application/octet-stream' });
};

/** Spec 2 section 8: a mobile the server says is not available is 'Mobile number already exists against another user'. */
export const mobileTaken = (error: unknown) => {
  throw error instanceof ApiError && /number is not available/.test(error.message)
    ? new ApiError(message('onboarding.details.mobileTaken'), error.responseCode)
    : error;
};
