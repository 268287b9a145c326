// Profile picture and company logo (spec 1 section 2.2, spec 3 section 3): upload and the image download call.
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { rolesWithMenu } from '../auth/login-response';
import { caller } from '../plugins/access';
import { imageOf, saveImage, type ImageType } from '../profile/store';
import { ApiError, ok } from '../plugins/envelope';
import { sharedSchema } from '../schemas';
import { readUpload } from '../uploads/read-upload';
import { message } from '../../src/engine/core/message';
import { IMAGE_SAVED } from '../responses/client-areas';
import { DATA_URL } from '../responses/common';

/** Spec 3 section 9: 5,000,000 bytes, jpeg or png. */
const MAX_BYTES = 5_000_000;
const ACCEPT = ['image/jpeg', 'image/png'];
const TYPES: ImageType[] = ['profile_image', 'company_logo'];

/**
 * The roles that own the company profile and so may replace its logo: those whose menu has System Config (spec 1
 * section 6: users, documents, bank accounts, e-BRC). Every role of the client still sees the logo.
 */
export const LOGO_OWNERS = rolesWithMenu('/admin-service');

export default async function imageRoutes(app: FastifyInstance) {
  await app.register(multipart, { limits: { fileSize: MAX_BYTES } });
  /** Whose image it is: the user's own picture, the client's logo. */
  const ownerOf = (type: ImageType, user: ReturnType<typeof caller>) => {
    if (type === 'profile_image') return user.userId;
    if (!user.clientId) throw new ApiError(400, message('profile.logoClientsOnly'));
    return user.clientId;
  };

  const imageSavedRoute = {
    config: { access: {}, upload: { maxBytes: MAX_BYTES } },
    schema: { response: IMAGE_SAVED },
  };
  app.post('/api/images', imageSavedRoute, async (request) => {
    const upload = await readUpload(request, ACCEPT, MAX_BYTES);
    const type = upload.fields.documentType as ImageType;
    if (!TYPES.includes(type)) throw new ApiError(400, message('profile.imageType'));
    const user = caller(request);
    const refNo = ownerOf(type, user);
    if (type === 'company_logo' && !LOGO_OWNERS.includes(user.roleName))
      throw new ApiError(403, message('common.forbidden'));
    await saveImage(app.db, { refNo, type, contentType: upload.contentType, content: upload.content });
    return ok(
      { documentRefNo: refNo, documentType: type, documentName: upload.fileName },
      message('upload.detailsUpdated'),
    );
  });

  app.post(
    '/api/images/download',
    {
      config: { access: {} },
      schema: { body: sharedSchema('profile#/$defs/imageDownload'), response: DATA_URL },
    },
    async (request) => {
      const { documentType, documentRefNo } = request.body as { documentType: ImageType; documentRefNo: string };
      const user = caller(request);
      if (user.roleName !== 'Admin' && documentRefNo !== ownerOf(documentType, user))
        throw new ApiError(403, message('common.forbidden'));
      const image = await imageOf(app.db, documentRefNo, documentType);
      if (!image) return ok(null, message('profile.noImage'));
      return ok(`data:${image.content_type};base64,${Buffer.from(image.content).toString('base64')}`);
    },
  );
}
