// Named actions of a paid-out request's e-FIRA (issue 30): the request page's e-FIRA tab lists it, View and Download
// fetch its PDF.
import { message } from '../../engine/core/message';
import { dataUrlToBlob, saying } from '../answers';
import { request } from '../client';

type Data = Record<string, unknown>;

const path = (requestId: unknown) => `/payment-requests/${encodeURIComponent(String(requestId))}/efira`;

/** e-FIRA actions by name. */
export const efiraActions = {
  'efira.list': ({ requestId }: Data) =>
    request<Data[]>('GET', path(requestId)).catch(saying(message('paymentRequests.loadFailed'))),
  'efira.fetch': async ({ requestId }: Data) =>
    dataUrlToBlob(await request<string>('GET', `${path(requestId)}/file`).catch(saying(message('upload.fetchFailed')))),
};
