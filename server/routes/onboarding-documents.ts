// Onboarding uploads (spec 2 sections 3, 5.2 and 5.3): business documents up to 10 MB, stakeholder proofs up to 5 MB, and reading them back.
import { message } from '../../src/engine/core/message';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import {
  BUSINESS_DOCUMENT_TYPES,
  readableDocument,
  STAKEHOLDER_DOCUMENT_TYPES,
  storeDocument,
} from '../onboarding/documents';
import { lockWritable, ONBOARDING_ACCESS, targetClient } from '../onboarding/scope';
import { caller } from '../plugins/access';
import { ApiError, ok } from '../plugins/envelope';
import { readUpload } from '../uploads/read-upload';
import { DATA_URL, UPLOAD } from '../responses/common';

/** Spec 2 section 9: pdf, jpeg, jpg and png, told apart by their first bytes. */
export const DOCUMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'];

/** The spec's words for a documentType no upload route takes. */
export const UNKNOWN_DOCUMENT_TYPE = message('upload.unknownType');

/** Where each kind of document goes and how large it may be. */
const ROUTES = [
  { path: '/api/onboarding/documents', types: BUSINESS_DOCUMENT_TYPES, maxBytes: 10_000_000 },
  { path: '/api/onboarding/stakeholder-documents', types: STAKEHOLDER_DOCUMENT_TYPES, maxBytes: 5_000_000 },
];

export default async function onboardingDocumentRoutes(app: FastifyInstance) {
  await app.register(multipart);
  for (const { path, types, maxBytes } of ROUTES) {
    const uploadRoute = { config: { access: ONBOARDING_ACCESS, upload: { maxBytes } }, schema: { response: UPLOAD } };
    app.post(path, uploadRoute, async (request) => {
      const upload = await readUpload(request, DOCUMENT_TYPES, maxBytes);
      const { documentType = '', documentSubType = '', clientId } = upload.fields;
      if (!types.includes(documentType)) throw new ApiError(400, UNKNOWN_DOCUMENT_TYPE);
      const client = await targetClient(app, request, clientId || undefined);
      const reference = await app.db.transaction(async (tx) => {
        await lockWritable(tx, client.clientId);
        return storeDocument(tx, client.clientId, { ...upload, documentType, documentSubType });
      });
      return ok(reference, message('upload.done'));
    });
  }

  // A file by its id, as far as the caller's role may read its type (onboarding's, the Documents screen's with its
  // menu, the e-BRC credential file in the admin console only, opened there) and not deleted.
  app.get(
    '/api/onboarding/documents/:documentId',
    {
      config: { access: ONBOARDING_ACCESS },
      schema: {
        params: { type: 'object', properties: { documentId: { type: 'string', maxLength: 40 } } },
        response: DATA_URL,
      },
    },
    async (request) => {
      const user = caller(request);
      const { documentId } = request.params as { documentId: string };
      const content = await readableDocument(
        app.db,
        documentId,
        app.console === 'client' ? (user.clientId ?? '') : null,
        { console: app.console, roleName: user.roleName },
        app.config.ebrcFileKey,
      );
      if (!content) throw new ApiError(404, message('upload.fetchFailed'));
      return ok(content);
    },
  );
}
