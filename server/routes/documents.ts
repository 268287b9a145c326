// The Documents screen (spec 2 sections 2.6, 4.5, 5.5, 6 and 7): a client's titled documents, uploaded (typed by
// content, 5 MB), replaced, deleted with an audit row, fetched and shared by e-mail through the outbox (hourly limits
// per user, client and recipient; an audit row per share). A client that is not approved sees no Certificate of Origin
// and may do none of it (spec 2 section 6); the Admin names a client.
import { message } from '../../src/engine/core/message';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { rolesWithMenu } from '../auth/login-response';
import {
  addDocument,
  clientName,
  deleteDocument,
  duplicateOf,
  listDocuments,
  listedFile,
  replaceDocument,
  uploadedFile,
} from '../documents/store';
import { documentAsDataUrl, storeDocument } from '../onboarding/documents';
import { caller, callerClient } from '../plugins/access';
import { ApiError, ok } from '../plugins/envelope';
import { sharedSchema } from '../schemas';
import { readUpload } from '../uploads/read-upload';
import { auditShare, shareWait } from '../mail/share-limits';
import { DOCUMENT_TYPES } from './onboarding-documents';
import { DOCUMENTS } from '../responses/client-areas';
import { DATA_URL, NO_DATA, UPLOAD } from '../responses/common';

/** Spec 2 section 9: the Documents screen takes files up to 5,000,000 bytes. */
const MAX_BYTES = 5_000_000;

interface SaveBody {
  clientId?: string;
  documentType: string;
  documentName: string;
  documentData: { documentId: string; documentName: string } | null;
}

export default async function documentRoutes(app: FastifyInstance) {
  await app.register(multipart);
  const access = { access: { rolesIn: { client: rolesWithMenu('/documents'), admin: ['Admin'] } } };

  /** The client a call works on; a client user whose client is not approved may only list. */
  const clientOf = (request: FastifyRequest, named: string | undefined, acting: boolean) => {
    const clientId = callerClient(app, request, named, true)!;
    if (acting && app.console === 'client' && caller(request).clientStatus !== 'Approved')
      throw new ApiError(409, message('session.activationInProgress'));
    return clientId;
  };
  const approved = (request: FastifyRequest) => app.console === 'admin' || caller(request).clientStatus === 'Approved';

  app.get(
    '/api/documents',
    { config: access, schema: { querystring: sharedSchema('documents#/$defs/clientScope'), response: DOCUMENTS } },
    async (request) => {
      const clientId = clientOf(request, (request.query as { clientId?: string }).clientId, false);
      return ok({ otd: await listDocuments(app.db, clientId, approved(request)) });
    },
  );

  const uploadRoute = { config: { ...access, upload: { maxBytes: MAX_BYTES } }, schema: { response: UPLOAD } };
  app.post('/api/documents/upload', uploadRoute, async (request) => {
    const upload = await readUpload(request, DOCUMENT_TYPES, MAX_BYTES);
    const clientId = clientOf(request, upload.fields.clientId || undefined, true);
    const reference = await app.db.transaction((tx) =>
      storeDocument(tx, clientId, { ...upload, documentType: 'OTD', documentSubType: '' }),
    );
    return ok(reference, message('upload.done'));
  });

  // Save a new document, or delete one (documentData null), as spec 2 section 7 sends both.
  app.post(
    '/api/documents',
    { config: access, schema: { body: sharedSchema('documents#/$defs/saveDocument'), response: NO_DATA } },
    async (request) => {
      const body = request.body as SaveBody;
      const clientId = clientOf(request, body.clientId, true);
      const userId = caller(request).userId;
      if (!body.documentData) {
        const deleted = await app.db.transaction((tx) => deleteDocument(tx, clientId, body.documentName, userId));
        if (!deleted) throw new ApiError(404, message('upload.notFound'));
        return ok(null, message('documents.deleted'));
      }
      const file = await uploadedFile(app.db, clientId, body.documentData.documentId);
      if (!file) throw new ApiError(400, message('upload.missing'));
      await app.db.transaction(async (tx) => {
        const duplicate = await duplicateOf(tx, clientId, body.documentName, file);
        if (duplicate === 'title') throw new ApiError(409, message('documents.duplicateTitle'));
        if (duplicate === 'file') throw new ApiError(409, message('documents.duplicateFile', { name: file }));
        await addDocument(tx, clientId, body.documentName, body.documentData!.documentId, userId);
      });
      return ok(null, message('upload.done'));
    },
  );

  // Upload/replace on a row: the same title, a new file.
  app.put(
    '/api/documents',
    { config: access, schema: { body: sharedSchema('documents#/$defs/saveDocument'), response: NO_DATA } },
    async (request) => {
      const body = request.body as SaveBody;
      const clientId = clientOf(request, body.clientId, true);
      const file = body.documentData && (await uploadedFile(app.db, clientId, body.documentData.documentId));
      if (!file) throw new ApiError(400, message('upload.missing'));
      const replaced = await app.db.transaction(async (tx) => {
        // The new file may not carry the name of another listed document's file (spec 2 section 5.5).
        if ((await duplicateOf(tx, clientId, body.documentName, file, body.documentName)) === 'file')
          throw new ApiError(409, message('documents.duplicateFile', { name: file }));
        return replaceDocument(tx, clientId, body.documentName, body.documentData!.documentId);
      });
      if (!replaced) throw new ApiError(404, message('upload.notFound'));
      return ok(null, message('upload.done'));
    },
  );

  app.get(
    '/api/documents/:documentId',
    {
      config: access,
      schema: {
        params: { type: 'object', properties: { documentId: { type: 'string', maxLength: 40 } } },
        querystring: sharedSchema('documents#/$defs/clientScope'),
        response: DATA_URL,
      },
    },
    async (request) => {
      const clientId = clientOf(request, (request.query as { clientId?: string }).clientId, true);
      const { documentId } = request.params as { documentId: string };
      if (!(await listedFile(app.db, clientId, documentId))) throw new ApiError(404, message('upload.fetchFailed'));
      return ok(await documentAsDataUrl(app.db, documentId, clientId));
    },
  );

  app.post(
    '/api/documents/share',
    { config: access, schema: { body: sharedSchema('documents#/$defs/shareDocument'), response: NO_DATA } },
    async (request, reply) => {
      const body = request.body as { clientId?: string; documentId: string; email: string; description?: string };
      const clientId = clientOf(request, body.clientId, true);
      const listed = await listedFile(app.db, clientId, body.documentId);
      if (!listed) throw new ApiError(404, message('upload.fetchFailed'));
      const company = (await clientName(app.db, clientId)) ?? message('documents.shareUnnamedClient');
      const sender = caller(request);
      const share = { sharedBy: sender.userId, clientId, recipient: body.email, documentId: body.documentId };
      // The hourly limits, the e-mail and its audit row: all of them or none.
      const wait = await app.db.transaction(async (tx) => {
        const refused = await shareWait(tx, share, app.config.shareLimits);
        if (refused !== null) return refused;
        const outboxId = await app.outbox.send(tx, {
          channel: 'email',
          to: body.email,
          subject: message('documents.shareSubject', { company, title: listed.title }),
          body: [message('documents.shareBody', { sender: sender.email, title: listed.title }), body.description]
            .filter(Boolean)
            .join('\n\n'),
          attachments: [{ documentId: body.documentId, documentName: listed.file }],
        });
        await auditShare(tx, share, outboxId);
        return null;
      });
      if (wait !== null) {
        reply.header('retry-after', String(wait));
        throw new ApiError(429, message('documents.shareLimit', { minutes: Math.ceil(wait / 60) }));
      }
      return ok(null, message('documents.shared'));
    },
  );
}
