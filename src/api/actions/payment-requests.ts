// Named actions of Start Shipment and Receive Payments (issue 30): the caller's requests, the wizard's choices and
// uploads, the two finishes, a request's detail and events, the e-mail to the payer and the offer for financing.
import { message } from '../../engine/core/message';
import { dataUrlToBlob, saying } from '../answers';
import { request, requestWithMessage } from '../client';
import { upload } from '../upload-on-use';

type Data = Record<string, unknown>;
type Choice = { label: string; value: string };
type Choices = Record<'payers' | 'hsCodes' | 'currencies' | 'purposeCodes' | 'incoterms', Choice[]>;

/** Issue 30: pdf, jpeg, jpg and png up to 10,000,000 bytes. */
const LIMITS = { accept: ['application/pdf', 'image/jpeg', 'image/png'], maxBytes: 10_000_000 };

/** The wizard's selects share one answer, asked again after a few seconds (a payer added meanwhile shows). */
let asked: { at: number; choices: Promise<Choices> } | undefined;
const choices = () => {
  if (!asked || Date.now() - asked.at > 5000) {
    const answer = request<Choices>('GET', '/payment-requests/choices').catch((failure: unknown) => {
      asked = undefined;
      return saying(message('paymentRequests.optionsFailed'))(failure);
    });
    asked = { at: Date.now(), choices: answer };
  }
  return asked.choices;
};
const choice = (name: keyof Choices) => async () => (await choices())[name];

const path = (requestId: unknown) => `/payment-requests/${encodeURIComponent(String(requestId))}`;
const failed = saying(message('paymentRequests.saveFailed'));

/** Payment request actions by name. */
export const paymentRequestActions = {
  'paymentRequests.list': () =>
    request<Data[]>('GET', '/payment-requests').catch(saying(message('paymentRequests.listFailed'))),
  'paymentRequests.payers': choice('payers'),
  'paymentRequests.hsCodes': choice('hsCodes'),
  'paymentRequests.currencies': choice('currencies'),
  'paymentRequests.goodsPurposeCodes': choice('purposeCodes'),
  'paymentRequests.servicePurposeCodes': choice('purposeCodes'),
  'paymentRequests.incoterms': choice('incoterms'),
  'paymentRequests.upload': ({ file, documentType, onProgress }: Data) =>
    upload({
      path: '/payment-requests/upload',
      limits: LIMITS,
      fields: { documentType: documentType as string | undefined },
      files: { file: file as File },
      onProgress: onProgress as ((percent: number) => void) | undefined,
    }),
  'paymentRequests.fetchDocument': async ({ documentId }: Data) =>
    dataUrlToBlob(
      await request<string>('GET', `/payment-requests/documents/${encodeURIComponent(String(documentId))}`).catch(
        saying(message('upload.fetchFailed')),
      ),
    ),
  'paymentRequests.createShipment': ({ shipment, amount, documents }: Data) =>
    requestWithMessage('POST', '/shipments', { shipment, amount, documents }).catch(failed),
  'paymentRequests.createService': ({ invoice, amount, documents }: Data) =>
    requestWithMessage('POST', '/receive-payments', { invoice, amount, documents }).catch(failed),
  'paymentRequests.get': ({ requestId }: Data) =>
    request<Data>('GET', path(requestId)).catch(saying(message('paymentRequests.loadFailed'))),
  'paymentRequests.events': ({ requestId }: Data) =>
    request<Data[]>('GET', `${path(requestId)}/events`).catch(saying(message('paymentRequests.loadFailed'))),
  'paymentRequests.sendStart': async ({ requestId }: Data) => ({
    email: (await request<{ payerEmail: string }>('GET', path(requestId))).payerEmail,
  }),
  'paymentRequests.send': ({ requestId, email, note }: Data) =>
    requestWithMessage('POST', `${path(requestId)}/send`, { email, ...(note ? { note } : {}) }).catch(failed),
  'paymentRequests.offerFinancing': ({ requestId, confirm }: Data) =>
    requestWithMessage('POST', `${path(requestId)}/financing`, { confirm }).catch(failed),
};
