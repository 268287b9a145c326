// Named actions of the onboarding wizards (spec 2 section 7, "Onboarding") with the client-side messages of section 8.
import { message } from '../../engine/core/message';
import { currentConsole } from '../../session/console';
import { writeSession } from '../../session/session';
import { ApiError, request, requestWithMessage } from '../client';
import { dataUrlToBlob, mobileTaken, saying } from '../answers';
import { upload } from '../upload-on-use';
import clientEntity from '../../../schemas/entities/client.json';
import { formRecord, requestParts, type EntitySchema } from '../../engine/core/entity';

type Data = Record<string, unknown>;

/** Spec 2 section 8: a mobile the server says is taken. */
export const MOBILE_TAKEN = message('onboarding.details.mobileTaken');
/** Spec 2 section 5.3: the 4-step variant's words for a PAN name mismatch. */
export const SERVICE_NAME_MISMATCH = message('onboarding.pan.serviceNameMismatch');

/** A network failure (no answer) becomes the given message; a server answer keeps its own. */
const withoutScope = ({ clientId, ...data }: Data) => ({ clientId: clientId as string | undefined, data });
const scoped = (clientId: unknown) => (clientId ? `?clientId=${encodeURIComponent(String(clientId))}` : '');

/** The client entity (schemas/entities/client.json): which part each field belongs to, and how the wire shapes it. */
const client = clientEntity as EntitySchema;

/** The client detail of spec 2 section 3, as the server answers it. */
interface ClientDetails extends Data {
  clientStatus: string | null;
  clientType: string | null;
}

/**
 * Saves a form bound to the client's information: its fields go in the parts that declare them (basicInformation,
 * businessInformation), a field no part declares (a published one) in the part the route saves; the server validates
 * with the form of the client's own wizard. The actions differ only in their path, failure words and part.
 */
const saveInformation = (path: string, failure: string, bound: string) => (payload: Data) => {
  const { clientId, data } = withoutScope(payload);
  return requestWithMessage('POST', path, { clientId, ...requestParts(client, data, bound) })
    .catch(mobileTaken)
    .catch(saying(failure));
};

/** Business documents go to the 10 MB route; PAN and address proofs (POI, POA) to the 5 MB one. */
const STAKEHOLDER_DOCUMENTS = ['POI', 'POA'];
/** What the onboarding upload routes take (server/routes/onboarding-documents.ts): PDF, JPEG or PNG by content. */
const DOCUMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'];
const BUSINESS_FILES = { accept: DOCUMENT_TYPES, maxBytes: 10_000_000 };
const STAKEHOLDER_FILES = { accept: DOCUMENT_TYPES, maxBytes: 5_000_000 };

/** Onboarding actions by name. */
export const onboardingActions = {
  // The record as the steps' forms hold it; each step reads its part through its `bind`.
  'onboarding.load': async ({ clientId }: Data = {}) => {
    const details = await request<ClientDetails>('GET', `/onboarding/client${scoped(clientId)}`);
    return {
      record: formRecord(client, details),
      context: { clientStatus: details.clientStatus, clientType: details.clientType },
    };
  },
  'onboarding.saveBasic': saveInformation(
    '/onboarding/basic',
    message('onboarding.save.basicFailed'),
    'bacicInformation',
  ),
  'onboarding.saveBusiness': saveInformation(
    '/onboarding/business',
    message('onboarding.save.businessFailed'),
    'businessInformation',
  ),
  'onboarding.saveServiceBasic': saveInformation(
    '/onboarding/business',
    message('onboarding.save.businessFailed'),
    'businessInformation',
  ),
  'onboarding.saveDocumentationBasic': saveInformation(
    '/onboarding/business',
    message('onboarding.save.gstIecFailed'),
    'businessInformation',
  ),
  'onboarding.addOwner': (item: Data) =>
    requestWithMessage<{ id: string }>('POST', '/onboarding/stakeholders/owner', item).catch(
      saying(message('onboarding.stakeholder.addFailed')),
    ),
  'onboarding.addStakeholder': (item: Data) =>
    requestWithMessage<{ id: string }>('POST', '/onboarding/stakeholders', item).catch(
      saying(message('onboarding.stakeholder.addFailed')),
    ),
  'onboarding.removeStakeholder': (item: Data) =>
    requestWithMessage('POST', '/onboarding/stakeholders/remove', {
      id: item.id,
      clientId: item.clientId,
      idNumber: item.idNumber,
      pan: item.pan,
      isDirector: item.stakeHolderType === 'director',
      isAccountSignatory: item.stakeHolderType === 'representative',
      stakeHolderType: item.stakeHolderType,
    }).catch(saying(message('common.somethingWentWrong'))),
  'onboarding.saveVerification': (payload: Data) =>
    requestWithMessage('POST', '/onboarding/verification', payload)
      .catch((error: unknown) => {
        throw error instanceof ApiError && error.message === message('onboarding.pan.nameMismatch')
          ? new ApiError(SERVICE_NAME_MISMATCH, error.responseCode)
          : error;
      })
      .catch(saying(message('onboarding.stakeholder.addFailed'))),
  'onboarding.validatePan': ({ pan }: Data) =>
    request('POST', '/onboarding/validate-pan', { pan }).catch(saying(message('onboarding.pan.validateFailed'))),
  'onboarding.validateSwift': ({ swiftBicCode, accountNumber }: Data) =>
    requestWithMessage('POST', '/onboarding/bank/validate-swift', { bic: swiftBicCode, accountNumber }).then(
      (answer) => ({ valid: answer.message === 'Success' }),
      (error: unknown) => ({
        valid: false,
        message: error instanceof ApiError && error.responseCode ? error.message : undefined,
      }),
    ),
  // The whole form goes, re-entered number included, so the server checks it with the same schema and rules.
  'onboarding.saveBank': (payload: Data) =>
    requestWithMessage('POST', '/onboarding/bank', payload).catch(saying(message('common.somethingWentWrong'))),
  'onboarding.submit': ({ clientId }: Data) =>
    requestWithMessage<{ clientStatus: string; roleName: string; privileges: unknown[] }>(
      'POST',
      '/onboarding/submit',
      { clientId },
    )
      .then((answer) => {
        if (currentConsole() === 'client') {
          writeSession('clientStatus', answer.data.clientStatus);
          writeSession('roleName', answer.data.roleName);
          writeSession('privileges', JSON.stringify(answer.data.privileges));
        }
        return answer;
      })
      .catch(saying(message('onboarding.submit.failed'))),
  'onboarding.ocr': ({ clientId, file, file2, documentType, documentSubType }: Data) =>
    upload({
      path: '/onboarding/ocr',
      fields: {
        clientId: clientId as string | undefined,
        documentType: String(documentType),
        documentSubType: String(documentSubType ?? ''),
      },
      files: { file: file as File, file2: file2 as File | undefined },
      limits: STAKEHOLDER_FILES,
    }).catch(saying(message('upload.ocrFailed'))),
  'onboarding.uploadDocument': ({ clientId, file, documentType, documentSubType, onProgress }: Data) => {
    const stakeholder = STAKEHOLDER_DOCUMENTS.includes(String(documentType));
    return upload<{ documentId: string; documentName: string }>({
      path: stakeholder ? '/onboarding/stakeholder-documents' : '/onboarding/documents',
      limits: stakeholder ? STAKEHOLDER_FILES : BUSINESS_FILES,
      fields: {
        clientId: clientId as string | undefined,
        documentType: String(documentType ?? ''),
        documentSubType: String(documentSubType ?? ''),
      },
      files: { file: file as File },
      onProgress: onProgress as ((percent: number) => void) | undefined,
    });
  },
  'onboarding.fetchDocument': async ({ documentId }: Data) => {
    const content = await request<string>(
      'GET',
      `/onboarding/documents/${encodeURIComponent(String(documentId))}`,
    ).catch(() => {
      throw new ApiError(message('upload.fetchFailed'), 0);
    });
    return dataUrlToBlob(content);
  },
};
