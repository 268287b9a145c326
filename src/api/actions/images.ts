// The profile picture and company logo the top bar shows (spec 1 section 2.2): its own module, as every guarded page
// calls it on load and needs nothing else of the sign-in actions.
import { request } from '../client';

/** Image actions by name. */
export const imageActions = {
  'images.download': ({ documentType, documentRefNo }: Record<string, string | undefined>) =>
    request<string | null>('POST', '/images/download', { documentType, documentSubType: documentType, documentRefNo }),
};
