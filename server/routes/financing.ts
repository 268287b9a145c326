// Receivables financing (spec 3 sections 2.7, 4, 5, 7 and 8), the Admin's alone: the list by status with its counts,
// the offline partners, sending a Requested row to a partner, uploading a status document and changing the status.
// Every change and its history row is one transaction on the locked row, judged by the declared forms and rules.
import { message } from '../../src/engine/core/message';
import { randomInt } from 'node:crypto';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { changeStatusBlock } from '../../src/rules/financing-change-status';
import { isFinancingDocument } from '../financing/history';
import {
  addDocument,
  addHistory,
  financingExists,
  lockFinancing,
  listFinancing,
  offlinePartners,
  setPartner,
  setStatus,
} from '../financing/store';
import { validateForm } from '../forms/validate-form';
import { documentOfType } from '../documents/store';
import { documentAsDataUrl, storeDocument } from '../onboarding/documents';
import { caller } from '../plugins/access';
import { ApiError, ok } from '../plugins/envelope';
import { sharedSchema } from '../schemas';
import { readUpload } from '../uploads/read-upload';
import { DOCUMENT_TYPES } from './onboarding-documents';
import { FINANCING_PARTNERS, FINANCING_LIST } from '../responses/financing-reversals';
import { DATA_URL, NO_DATA, UPLOAD } from '../responses/common';

/** Spec 3 section 9: the financing dialog takes files up to 5,000,000 bytes. */
const MAX_BYTES = 5_000_000;
/** The documents table's type of a financing status document. */
const FINANCING_DOCUMENT = 'FINANCING';

/** A status as the wire writes it (spaces removed) back in the spec's words. */
const spaced = (status: string) => status.replace(/([a-z])([A-Z])/g, '$1 $2');

interface ChangeBody {
  clientId: string;
  factoringId: string;
  paymentId: string;
  invoiceId: string;
  currency: string;
  status?: string;
  receivedAmount?: number | null;
  comment?: string;
  document?: { documentId: string; documentName: string };
}

export default async function financingRoutes(app: FastifyInstance) {
  await app.register(multipart);
  const admin = { access: { consoles: ['admin' as const], roles: ['Admin'] } };

  const list = async (status: string | null) => ok(await listFinancing(app.db, status));
  app.get('/api/financing', { config: admin, schema: { response: FINANCING_LIST } }, () => list(null));
  app.get(
    '/api/financing/list/:status',
    {
      config: admin,
      schema: { params: sharedSchema('financing#/$defs/listParams'), response: FINANCING_LIST },
    },
    (request) => list(spaced((request.params as { status: string }).status)),
  );

  const financingPartnersRoute = { config: admin, schema: { response: FINANCING_PARTNERS } };
  app.get('/api/financing/partners', financingPartnersRoute, async () => ok(await offlinePartners(app.db)));

  app.post(
    '/api/financing/send',
    { config: admin, schema: { body: sharedSchema('financing#/$defs/sendToPartner'), response: NO_DATA } },
    async (request) => {
      const body = request.body as {
        clientId: string;
        partnerId: string;
        partnerName: string;
        invoiceId: string;
        paymentId: string;
      };
      validateForm(
        app.declarations.form('financing.send-to-partner'),
        { partnerId: body.partnerId, partnerName: body.partnerName },
        { console: 'admin' },
      );
      const partner = (await offlinePartners(app.db)).find((one) => one.partnerId === body.partnerId);
      if (!partner) throw new ApiError(400, message('financing.partnerUnknown'));
      await app.db.transaction(async (tx) => {
        const row = await lockFinancing(tx, body);
        if (!row) throw new ApiError(404, message('financing.notFound'));
        if (row.status !== 'Requested')
          throw new ApiError(409, message('financing.already', { status: String(row.status) }));
        await setPartner(tx, String(row.factoringId), partner.partnerId);
        await addHistory(tx, String(row.factoringId), {
          status: 'Sent For Approval',
          comment: partner.partnerName,
          userId: caller(request).userId,
        });
      });
      return ok(null, message('financing.sent'));
    },
  );

  // The document comes first (spec 3 section 4), typed by content; its documentType is the status being chosen.
  const uploadRoute = { config: { ...admin, upload: { maxBytes: MAX_BYTES } }, schema: { response: UPLOAD } };
  app.post('/api/financing/upload', uploadRoute, async (request) => {
    const upload = await readUpload(request, DOCUMENT_TYPES, MAX_BYTES);
    const { clientId = '', paymentId = '', documentType = '' } = upload.fields;
    if (!['Approved', 'Partially Paid', 'Paid', 'Rejected'].includes(spaced(documentType)))
      throw new ApiError(400, message('financing.statusRequired'));
    if (!(await financingExists(app.db, clientId, paymentId))) throw new ApiError(404, message('financing.notFound'));
    const subType = String(randomInt(10_000_000, 100_000_000));
    const reference = await app.db.transaction((tx) =>
      storeDocument(tx, clientId, {
        ...upload,
        documentType: FINANCING_DOCUMENT,
        documentSubType: upload.fields.documentSubType || subType,
      }),
    );
    return ok(reference, message('upload.done'));
  });

  app.post(
    '/api/financing/status',
    { config: admin, schema: { body: sharedSchema('financing#/$defs/changeStatus'), response: NO_DATA } },
    async (request) => {
      const body = request.body as ChangeBody;
      const status = body.status === undefined ? undefined : spaced(body.status);
      // The dialog's own field names: the row it opens on holds a status and a received amount of its own.
      const data: Record<string, unknown> = { newStatus: status, comment: body.comment, document: body.document };
      if (body.receivedAmount !== undefined && body.receivedAmount !== null) data.processedAmount = body.receivedAmount;
      await app.db.transaction(async (tx) => {
        const row = await lockFinancing(tx, body);
        if (!row) throw new ApiError(404, message('financing.notFound'));
        // The block first, in its own words, then the form and its rules on the row as it now stands.
        const block = changeStatusBlock(String(row.status), status);
        if (block) throw new ApiError(409, block);
        validateForm(app.declarations.form('financing.change-status'), data, { console: 'admin', related: { row } });
        if (!(await documentOfType(tx, body.document!.documentId, body.clientId, FINANCING_DOCUMENT)))
          throw new ApiError(400, message('financing.documentUnknown'));
        const factoringId = String(row.factoringId);
        const amount = typeof data.processedAmount === 'number' ? data.processedAmount.toFixed(2) : null;
        await setStatus(tx, factoringId, status!, amount);
        await addHistory(tx, factoringId, {
          status: status!,
          comment: body.comment,
          receivedAmount: amount,
          documentId: body.document!.documentId,
          userId: caller(request).userId,
        });
        await addDocument(tx, factoringId, body.document!.documentId, 'status', status!);
      });
      return ok(null, message('financing.updated'));
    },
  );

  app.get(
    '/api/financing/documents/:documentId',
    {
      config: admin,
      schema: {
        params: { type: 'object', properties: { documentId: { type: 'string', maxLength: 40 } } },
        response: DATA_URL,
      },
    },
    async (request) => {
      const { documentId } = request.params as { documentId: string };
      const content = (await isFinancingDocument(app.db, documentId))
        ? await documentAsDataUrl(app.db, documentId, null)
        : null;
      if (!content) throw new ApiError(404, message('upload.fetchFailed'));
      return ok(content);
    },
  );
}
