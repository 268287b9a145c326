// Named actions of the Profile page (spec 3 sections 2.10 and 7): the user, the name and phone saved (a new phone
// with the OTP sent to it), the profile picture and company logo uploaded and fetched. A change is announced
// (`profile-changed`, `image-changed`) so the top bar shows it at once.
import { dataUrlToBlob, mobileTaken } from '../answers';
import { realImage } from '../blank-image';
import { request, requestWithMessage } from '../client';
import { upload } from '../upload-on-use';

type Data = Record<string, unknown>;
type ImageType = 'profile_image' | 'company_logo';

/** An image's reference as the upload widget holds it: its type and owner in one id. */
const imageRef = (documentType: ImageType, refNo: string, documentName: string) => ({
  documentId: `${documentType}:${refNo}`,
  documentName,
});

const download = (documentType: ImageType, documentRefNo: unknown) =>
  request<string | null>('POST', '/images/download', { documentType, documentSubType: documentType, documentRefNo });

/** Profile actions by name. */
export const profileActions = {
  'profile.load': async () => {
    const profile = await request<Data & { userId: string; clientId: string | null }>('GET', '/profile');
    const [picture, logo] = await Promise.all([
      download('profile_image', profile.userId).catch(() => null),
      // A 1x1 blank company logo counts as no logo.
      profile.clientId ? download('company_logo', profile.clientId).then(realImage, () => null) : null,
    ]);
    return {
      ...profile,
      ...(picture ? { profileImage: imageRef('profile_image', profile.userId, 'Profile picture') } : {}),
      ...(logo && profile.clientId ? { companyLogo: imageRef('company_logo', profile.clientId, 'Company logo') } : {}),
    };
  },
  'profile.save': async ({ userId, email, userFirstName, userLastName, mobile }: Data) => {
    const answer = await requestWithMessage<Data>('POST', '/profile', {
      userId,
      email,
      countryCodeMobile: '+91',
      userFirstName,
      userLastName,
      mobile,
    }).catch(mobileTaken);
    window.dispatchEvent(new CustomEvent('profile-changed', { detail: answer.data }));
    return answer;
  },
  'profile.verifyMobile': async ({ otp }: Data) => {
    const answer = await requestWithMessage<Data>('POST', '/profile/mobile/verify', { otp }).catch(mobileTaken);
    window.dispatchEvent(new CustomEvent('profile-changed', { detail: answer.data }));
    return answer;
  },
  'profile.uploadImage': async ({ file, documentType, onProgress }: Data) => {
    const stored = await upload<{ documentRefNo: string; documentType: ImageType; documentName: string }>({
      path: '/images',
      limits: { accept: ['image/jpeg', 'image/png'], maxBytes: 5_000_000 },
      fields: { documentType: String(documentType), documentSubType: String(documentType) },
      files: { file: file as File },
      onProgress: onProgress as ((percent: number) => void) | undefined,
    });
    window.dispatchEvent(new CustomEvent('image-changed', { detail: stored.documentType }));
    return imageRef(stored.documentType, stored.documentRefNo, stored.documentName);
  },
  'profile.fetchImage': async ({ documentId }: Data) => {
    const [documentType, refNo] = String(documentId).split(':') as [ImageType, string];
    const data = await download(documentType, refNo);
    if (!data) throw new Error('No image');
    return dataUrlToBlob(data);
  },
};
