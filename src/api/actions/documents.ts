// Named actions of the Documents screen (spec 2 sections 2.6 and 7): the list, the upload of a file, a new document,
// a replaced file, a deletion (documentData null), a document's content, and a share; failures in the spec's words.
import { message } from '../../engine/core/message';
import { saying, dataUrlToBlob } from '../answers';
import { request, requestWithMessage } from '../client';
import { upload } from '../upload-on-use';

type Data = Record<string, unknown>;

/** Spec 2 section 9: pdf, jpeg, jpg and png up to 5,000,000 bytes. */
const LIMITS = { accept: ['application/pdf', 'image/jpeg', 'image/png'], maxBytes: 5_000_000 };

const scope = (clientId: unknown) => (clientId ? `?clientId=${encodeURIComponent(String(clientId))}` : '');

/** Document actions by name. */
export const documentActions = {
  'documents.list': async ({ clientId }: Data = {}) =>
    (
      await request<{ otd: Data[] }>('GET', `/documents${scope(clientId)}`).catch(
        saying(message('documents.listFailed')),
      )
    ).otd,
  'documents.uploadFile': ({ clientId, file, onProgress }: Data) =>
    upload({
      path: '/documents/upload',
      limits: LIMITS,
      fields: { clientId: clientId as string | undefined },
      files: { file: file as File },
      onProgress: onProgress as ((percent: number) => void) | undefined,
    }),
  'documents.create': ({ clientId, title, file }: Data) =>
    requestWithMessage('POST', '/documents', {
      clientId,
      documentType: 'OTD',
      documentName: title,
      documentData: file,
    }).catch(saying(message('documents.saveFailed'))),
  'documents.replace': ({ clientId, documentName, file }: Data) =>
    requestWithMessage('PUT', '/documents', { clientId, documentType: 'OTD', documentName, documentData: file }).catch(
      saying(message('documents.saveFailed')),
    ),
  'documents.remove': ({ clientId, documentName }: Data) =>
    requestWithMessage('POST', '/documents', { clientId, documentType: 'OTD', documentName, documentData: null }).catch(
      saying(message('documents.saveFailed')),
    ),
  'documents.fetch': async ({ clientId, documentId }: Data) =>
    dataUrlToBlob(
      await request<string>('GET', `/documents/${encodeURIComponent(String(documentId))}${scope(clientId)}`).catch(
        saying(message('documents.fetchFailed')),
      ),
    ),
  'documents.share': ({ clientId, documentId, email, description }: Data) =>
    requestWithMessage('POST', '/documents/share', { clientId, documentId, email, description }).catch(
      saying(message('documents.shareFailed')),
    ),
};
