// Start Shipment and Receive Payments (issue 30): the caller's payment requests (goods for the shipment roles,
// services for the Service Exporter), the wizard's choices and files, a new request checked with the wizard's own
// forms and created with its first event, a request's detail with where its payer pays, its status events, the
// e-mail to the payer with the invoice attached, and a shipment offered for financing. Client console, own client; the
// Admin reads the requests (list, detail, events) of the client it names.
import { message } from '../../src/engine/core/message';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { rolesWithMenu } from '../auth/login-response';
import { createFinancingRequest } from '../financing/store';
import { validateForm } from '../forms/validate-form';
import { auditShare, shareWait } from '../mail/share-limits';
import { documentAsDataUrl, storeDocument } from '../onboarding/documents';
import { checkChoices, checkDocuments, REQUEST_DOCUMENT_TYPES, type RequestChoices } from '../payment-requests/checks';
import { requestChoices } from '../payment-requests/choices';
import { payTo } from '../payment-requests/pay-to';
import {
  createRequest,
  getRequest,
  listRequests,
  requestEvents,
  type RequestDocumentRole,
  type RequestKind,
} from '../payment-requests/store';
import { eventView, requestView } from '../payment-requests/view';
import { startLifecycle } from '../payment-lifecycle/jobs';
import { caller, callerClient } from '../plugins/access';
import { ApiError, ok } from '../plugins/envelope';
import { sharedSchema } from '../schemas';
import { readUpload } from '../uploads/read-upload';
import { DOCUMENT_TYPES } from './onboarding-documents';
import { CHOICES, CREATED, EVENTS, REQUESTS, REQUEST_DETAIL } from '../responses/payment-requests';
import { DATA_URL, NO_DATA, UPLOAD } from '../responses/common';

type Data = Record<string, unknown>;
type DocumentRef = { documentId: string; documentName: string };

/** Issue 30: a request's files are pdf, jpeg, jpg or png up to 10 MB. */
const MAX_BYTES = 10_000_000;

/** The roles that record shipments (goods) and the one that receives payments for services (spec 1 section 6). */
export const GOODS_ROLES = rolesWithMenu('/shipment');
export const SERVICE_ROLES = rolesWithMenu('/receive-payments');
const REQUEST_ROLES = [...new Set([...GOODS_ROLES, ...SERVICE_ROLES])];
const client = (roles: string[]) => ({ access: { consoles: ['client' as const], roles } });
/** The read routes: the client roles on their own client, and the Admin on the client it names. */
const READ = { access: { rolesIn: { client: REQUEST_ROLES, admin: ['Admin'] } } };

/** Each wizard's steps: the step id and the form the server checks it with, in order. */
const WIZARDS: Record<RequestKind, [step: string, form: string][]> = {
  goods: [
    ['shipment', 'paymentRequests.shipment'],
    ['amount', 'paymentRequests.amount'],
    ['documents', 'paymentRequests.shipmentDocuments'],
  ],
  services: [
    ['invoice', 'paymentRequests.service'],
    ['amount', 'paymentRequests.amount'],
    ['documents', 'paymentRequests.serviceDocuments'],
  ],
};

/** Where each file field of the documents step is kept. */
const ROLES: Record<string, RequestDocumentRole> = {
  commercialInvoice: 'commercial_invoice',
  shippingBill: 'shipping_bill',
  billOfLading: 'bill_of_lading',
};

/** An amount as the exact decimal text the database stores (the form allows at most 2 decimals). */
const decimalText = (amount: number) => amount.toFixed(2);

export default async function paymentRequestRoutes(app: FastifyInstance) {
  await app.register(multipart);

  /** The caller's kind of requests: services for the roles with Receive Payments, goods for the others. */
  const kindOf = (request: FastifyRequest): RequestKind =>
    SERVICE_ROLES.includes(caller(request).roleName) ? 'services' : 'goods';

  /** The caller's own client, approved before it may create or send (spec 1 section 6). */
  const acting = (request: FastifyRequest) => {
    const user = caller(request);
    if (!user.clientId) throw new ApiError(403, message('common.forbidden'));
    if (user.clientStatus !== 'Approved') throw new ApiError(409, message('session.activationInProgress'));
    return user;
  };

  /** The caller's own client, or the one the Admin names in the query (another one is refused, 403). */
  const readClient = (request: FastifyRequest) =>
    callerClient(app, request, (request.query as { clientId?: string }).clientId, true)!;

  /** One of the caller's (or the named) client's requests, or 404. */
  const ownRequest = async (request: FastifyRequest) => {
    const { requestId } = request.params as { requestId: string };
    const found = await getRequest(app.db, requestId, readClient(request));
    if (!found) throw new ApiError(404, message('paymentRequests.notFound'));
    return found;
  };
  const byId = {
    params: sharedSchema('paymentRequests#/$defs/requestRef'),
    querystring: sharedSchema('documents#/$defs/clientScope'),
  };

  // A client user lists its kind of requests; the Admin the named client's, of the kind it asks for or both.
  app.get(
    '/api/payment-requests',
    { config: READ, schema: { querystring: sharedSchema('paymentRequests#/$defs/listQuery'), response: REQUESTS } },
    async (request) => {
      const kind = app.console === 'admin' ? (request.query as { kind?: RequestKind }).kind : kindOf(request);
      const rows = await listRequests(app.db, readClient(request), { kind });
      return ok(rows.map(requestView));
    },
  );

  const choicesRoute = { config: client(REQUEST_ROLES), schema: { response: CHOICES } };
  app.get('/api/payment-requests/choices', choicesRoute, async (request) =>
    ok(await requestChoices(app.db, caller(request).clientId!, kindOf(request))),
  );

  /** A new request of `kind`: every step checked with its form, the choices and files with the client's own. */
  const create = (kind: RequestKind) => async (request: FastifyRequest) => {
    const user = acting(request);
    const body = request.body as Record<string, Data | undefined>;
    const context = { console: app.console, role: user.roleName, clientStatus: user.clientStatus };
    const steps = Object.fromEntries(
      WIZARDS[kind].map(([step, form]) => [step, validateForm(app.declarations.form(form), body[step] ?? {}, context)]),
    );
    const [details, amount, documents] = WIZARDS[kind].map(([step]) => steps[step]) as [Data, Data, Data];
    const fields = { ...details, currency: amount.currency } as unknown as RequestChoices;
    await checkChoices(app.db, user.clientId!, kind, fields);
    const files = Object.entries(documents as Record<string, DocumentRef>);
    await checkDocuments(
      app.db,
      user.clientId!,
      files.map(([, file]) => file.documentId),
    );
    const created = await app.db.transaction(async (tx) => {
      // The payment's life starts with the request: the partner looks for the buyer's payment (payment-lifecycle).
      const made = await createRequest(
        tx,
        {
          ...(details as object),
          clientId: user.clientId!,
          kind,
          payerId: fields.payerId,
          invoiceNumber: fields.invoiceNumber,
          invoiceDate: details.invoiceDate as string,
          dueDate: details.dueDate as string,
          purposeCode: fields.purposeCode,
          amount: decimalText(amount.amount as number),
          currency: fields.currency,
          documents: Object.fromEntries(files.map(([field, file]) => [ROLES[field], file.documentId])),
        },
        { note: `Created by ${user.email}` },
      );
      await startLifecycle(tx, made.requestId);
      return made;
    });
    return ok(created, message('paymentRequests.created', { reference: created.reference }));
  };
  const newRequest = { body: sharedSchema('paymentRequests#/$defs/newRequest') };
  const shipmentsRoute = { config: client(GOODS_ROLES), schema: { ...newRequest, response: CREATED } };
  app.post('/api/shipments', shipmentsRoute, create('goods'));
  const receivePaymentsRoute = { config: client(SERVICE_ROLES), schema: { ...newRequest, response: CREATED } };
  app.post('/api/receive-payments', receivePaymentsRoute, create('services'));

  app.post(
    '/api/payment-requests/upload',
    { config: { ...client(REQUEST_ROLES), upload: { maxBytes: MAX_BYTES } }, schema: { response: UPLOAD } },
    async (request) => {
      const upload = await readUpload(request, DOCUMENT_TYPES, MAX_BYTES);
      const user = acting(request);
      const documentType = REQUEST_DOCUMENT_TYPES[upload.fields.documentType ?? ''];
      if (!documentType) throw new ApiError(400, message('upload.unknownType'));
      const reference = await app.db.transaction((tx) =>
        storeDocument(tx, user.clientId!, { ...upload, documentType, documentSubType: '' }),
      );
      return ok(reference, message('upload.done'));
    },
  );

  app.get(
    '/api/payment-requests/documents/:documentId',
    {
      config: client(REQUEST_ROLES),
      schema: { params: sharedSchema('paymentRequests#/$defs/documentQuery'), response: DATA_URL },
    },
    async (request) => {
      const clientId = caller(request).clientId!;
      const { documentId } = request.params as { documentId: string };
      await checkDocuments(app.db, clientId, [documentId]);
      return ok(await documentAsDataUrl(app.db, documentId, clientId));
    },
  );

  app.get(
    '/api/payment-requests/:requestId',
    { config: READ, schema: { ...byId, response: REQUEST_DETAIL } },
    async (request) => {
      const found = await ownRequest(request);
      return ok({ ...requestView(found), payTo: await payTo(app.db, found.clientId, found.currency) });
    },
  );

  app.get(
    '/api/payment-requests/:requestId/events',
    { config: READ, schema: { ...byId, response: EVENTS } },
    async (request) => ok((await requestEvents(app.db, (await ownRequest(request)).requestId)).map(eventView)),
  );

  app.post(
    '/api/payment-requests/:requestId/send',
    {
      config: client(REQUEST_ROLES),
      schema: { ...byId, body: sharedSchema('paymentRequests#/$defs/sendBody'), response: NO_DATA },
    },
    async (request, reply) => {
      const user = acting(request);
      const found = await ownRequest(request);
      const body = validateForm(app.declarations.form('paymentRequests.send'), request.body as Data, {
        console: app.console,
        role: user.roleName,
      }) as { email: string; note?: string };
      const invoice = found.documents.find((document) => document.role === 'commercial_invoice');
      if (!invoice) throw new ApiError(409, message('upload.notFound'));
      const where = await payTo(app.db, found.clientId, found.currency);
      const share = {
        sharedBy: user.userId,
        clientId: found.clientId,
        recipient: body.email,
        documentId: invoice.documentId,
      };
      const wait = await app.db.transaction(async (tx) => {
        const refused = await shareWait(tx, share, app.config.shareLimits);
        if (refused !== null) return refused;
        const outboxId = await app.outbox.send(tx, {
          channel: 'email',
          to: body.email,
          subject: message('paymentRequests.shareSubject', {
            reference: found.reference,
            invoice: found.invoiceNumber,
          }),
          body: paymentEmail(found, where, body.note),
          attachments: [{ documentId: invoice.documentId, documentName: invoice.documentName }],
        });
        await auditShare(tx, share, outboxId);
        return null;
      });
      if (wait !== null) {
        reply.header('retry-after', String(wait));
        throw new ApiError(429, message('documents.shareLimit', { minutes: Math.ceil(wait / 60) }));
      }
      return ok(null, message('paymentRequests.sent', { email: body.email }));
    },
  );

  app.post(
    '/api/payment-requests/:requestId/financing',
    {
      config: client(GOODS_ROLES),
      schema: { ...byId, body: sharedSchema('paymentRequests#/$defs/offerBody'), response: NO_DATA },
    },
    async (request) => {
      const user = acting(request);
      validateForm(app.declarations.form('paymentRequests.offerFinancing'), request.body as Data, {
        console: app.console,
      });
      const found = await ownRequest(request);
      if (found.kind !== 'goods' || found.status !== 'requested')
        throw new ApiError(409, message('paymentRequests.financingUnpaidOnly'));
      const invoice = found.documents.find((document) => document.role === 'commercial_invoice');
      const { created } = await app.db.transaction((tx) =>
        createFinancingRequest(tx, {
          clientId: found.clientId,
          paymentId: found.requestId,
          invoiceId: found.requestId,
          clientInvoiceId: found.invoiceNumber,
          shipmentId: found.requestId,
          invoiceStatus: 'Unpaid',
          totalAmount: found.amount,
          expectedAmount: found.amount,
          currency: found.currency,
          invoiceDocumentId: invoice?.documentId ?? null,
          userId: user.userId,
        }),
      );
      if (!created) throw new ApiError(409, message('paymentRequests.financingAlready'));
      return ok(null, message('paymentRequests.financingOffered'));
    },
  );
}

/** The e-mail's text: what is owed, where to pay it and the reference to quote. */
function paymentEmail(
  request: { invoiceNumber: string; amount: string; currency: string; dueDate: string; reference: string },
  where: Awaited<ReturnType<typeof payTo>>,
  note: string | undefined,
): string {
  const [year, month, day] = request.dueDate.split('-');
  const accounts = where.accounts.map((account) =>
    [
      `${account.paymentType}: ${account.accountName}`,
      `${account.number.label}: ${account.number.value}`,
      `${account.routing.label}: ${account.routing.value}`,
      `${account.bankName}, ${account.bankAddress}`,
    ].join('\n'),
  );
  return [
    `Invoice ${request.invoiceNumber} for ${request.currency} ${request.amount} is due on ${day}/${month}/${year}.`,
    accounts.length ? `Please pay into:\n\n${accounts.join('\n\n')}` : where.note,
    `Please quote the reference ${request.reference} with your payment.`,
    note ?? '',
  ]
    .filter(Boolean)
    .join('\n\n');
}
