// The client's e-BRC set-up (spec 3 sections 2.4, 5 and 7): the address to whitelist, the credential file's upload
// (plain text, 5 MB, typed by content), kept sealed under EBRC_FILE_KEY (it holds a password), and the file kept for the
// client. The file is read back only in the admin console (GET /api/onboarding/documents/:id), opened there.
import { message } from '../../src/engine/core/message';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { ebrcFileOf, saveEbrcFile, sealStoredEbrcFiles } from '../client-detail/store';
import { EBRC_TYPE, storeDocument } from '../onboarding/documents';
import { targetClient } from '../onboarding/scope';
import { caller } from '../plugins/access';
import { ApiError, ok } from '../plugins/envelope';
import { sharedSchema } from '../schemas';
import { validateForm } from '../forms/validate-form';
import { readUpload } from '../uploads/read-upload';
import { CLIENT_DETAIL_ACCESS } from './client-detail';
import { EBRC } from '../responses/client-detail';
import { NO_DATA, UPLOAD } from '../responses/common';

/** Spec 3 section 9: 5,000,000 bytes of text/plain. */
const MAX_BYTES = 5_000_000;

export default async function ebrcRoutes(app: FastifyInstance) {
  await app.register(multipart);
  // Files stored in clear before migration 018 are sealed when the server starts (idempotent: none are left after).
  app.addHook('onReady', async () => {
    const sealed = await sealStoredEbrcFiles(app.db, app.config.ebrcFileKey);
    if (sealed) app.log.info({ sealed }, 'e-BRC credential files sealed');
  });

  app.get(
    '/api/clients/:clientId/ebrc',
    {
      config: CLIENT_DETAIL_ACCESS,
      schema: { params: sharedSchema('clientDetail#/$defs/clientOnly'), response: EBRC },
    },
    async (request) => {
      const client = await targetClient(app, request, (request.params as { clientId: string }).clientId);
      return ok({
        clientId: client.clientId,
        ipAddress: app.config.ebrcIpAddress,
        ebrcFile: (await ebrcFileOf(app.db, client.clientId)) ?? undefined,
      });
    },
  );

  app.post(
    '/api/clients/ebrc/upload',
    { config: { ...CLIENT_DETAIL_ACCESS, upload: { maxBytes: MAX_BYTES } }, schema: { response: UPLOAD } },
    async (request) => {
      const upload = await readUpload(request, ['text/plain'], MAX_BYTES);
      const client = await targetClient(app, request, upload.fields.clientId || undefined);
      const reference = await app.db.transaction((tx) =>
        storeDocument(tx, client.clientId, {
          ...upload,
          documentType: EBRC_TYPE,
          documentSubType: '',
          sealWith: app.config.ebrcFileKey,
        }),
      );
      return ok(reference, message('upload.done'));
    },
  );

  app.post(
    '/api/clients/ebrc',
    { config: CLIENT_DETAIL_ACCESS, schema: { body: { type: 'object' }, response: NO_DATA } },
    async (request) => {
      // The form the tab shows judges the body, so a missing file gets its words ('Please upload a file').
      const { clientId, ebrcFile } = validateForm(
        app.declarations.form('clientDetail.ebrc'),
        request.body as Record<string, unknown>,
        {
          console: 'admin',
        },
      ) as { clientId: string; ebrcFile: { documentId: string } };
      const client = await targetClient(app, request, clientId);
      const saved = await app.db.transaction((tx) =>
        saveEbrcFile(tx, client.clientId, ebrcFile.documentId, caller(request).userId),
      );
      if (!saved) throw new ApiError(400, message('upload.missing'));
      return ok(null, message('upload.detailsUpdated'));
    },
  );
}
