// Named actions of receivables financing (spec 3 sections 2.7, 3, 7 and 8): the list of one status with the counts of
// every status, the offline partners, sending to a partner, the status document and the status change, each failure
// in the spec's words when the server gives none.
import { message } from '../../engine/core/message';
import { dataUrlToBlob, saying } from '../answers';
import { ApiError, request, requestWithMessage } from '../client';
import { upload } from '../upload-on-use';

type Data = Record<string, unknown>;

interface ListAnswer {
  records: Data[];
  statusGroup: Record<string, number>;
  OnHold: number;
}

/** A status as the wire writes it: spaces removed ('Partially Paid' -> 'PartiallyPaid'). */
const wire = (status: unknown) => String(status).replace(/ /g, '');
/** The spec's statuses, whose counts the list answers under their wire names. */
const STATUSES = ['Requested', 'Sent For Approval', 'Approved', 'Partially Paid', 'Paid', 'Rejected'];

/**
 * Spec 3 section 8: a refused send or change says the server's message, or `words` when it brings none of its own
 * (none, or a server failure's generic words); no answer at all stays the client's 'Something went wrong'.
 */
const refusedSaying = (words: string) => (error: unknown) => {
  throw error instanceof ApiError && error.responseCode !== 0 && (!error.message || error.responseCode === 500)
    ? new ApiError(words, error.responseCode)
    : error;
};

/** Financing actions by name. */
export const financingActions = {
  // The table's rows and its status filter's counts: statusGroup and OnHold, by the statuses the rows hold.
  'financing.list': async ({ status }: Data = {}) => {
    const answer = await request<ListAnswer>('GET', status ? `/financing/list/${wire(status)}` : '/financing').catch(
      saying(message('common.somethingWentWrong')),
    );
    const counts: Record<string, number> = Object.fromEntries(
      STATUSES.map((name) => [name, answer.statusGroup[wire(name)] ?? 0]),
    );
    return { rows: answer.records, counts: { ...counts, 'On Hold': answer.OnHold } };
  },
  'financing.partners': async () =>
    (
      await request<{ partnerId: string; partnerName: string }[]>('GET', '/financing/partners').catch(
        saying(message('financing.partnersFailed')),
      )
    ).map((partner) => ({ label: partner.partnerName, value: partner.partnerId })),
  'financing.send': ({ clientId, partnerId, partnerName, invoiceId, paymentId }: Data) =>
    requestWithMessage('POST', '/financing/send', { clientId, partnerId, partnerName, invoiceId, paymentId }).catch(
      refusedSaying(message('financing.sendFailed')),
    ),
  // The document goes first (spec 3 section 4): its type is the status being chosen, its sub-type 8 random digits.
  'financing.upload': ({ clientId, paymentId, newStatus, file, onProgress }: Data) =>
    upload<{ documentId: string; documentName: string }>({
      path: '/financing/upload',
      limits: { accept: ['application/pdf', 'image/jpeg', 'image/png'], maxBytes: 5_000_000 },
      fields: {
        clientId: String(clientId),
        paymentId: String(paymentId),
        documentType: newStatus === undefined ? undefined : String(newStatus),
        documentSubType: String(10_000_000 + Math.floor(Math.random() * 90_000_000)),
      },
      files: { file: file as File },
      onProgress: onProgress as ((percent: number) => void) | undefined,
    }),
  // The dialog's fields are newStatus and processedAmount (the row has a status and an amount of its own).
  'financing.changeStatus': (data: Data) =>
    requestWithMessage('POST', '/financing/status', {
      clientId: data.clientId,
      factoringId: data.factoringId,
      paymentId: data.paymentId,
      currency: data.currency,
      receivedAmount: data.processedAmount ?? null,
      comment: data.comment,
      document: data.document,
      invoiceId: data.invoiceId,
      status: wire(data.newStatus),
    }).catch(refusedSaying(message('financing.updateFailed'))),
  'financing.document': async ({ documentId }: Data) =>
    dataUrlToBlob(
      await request<string>('GET', `/financing/documents/${encodeURIComponent(String(documentId))}`).catch(
        saying(message('upload.fetchFailed')),
      ),
    ),
};
