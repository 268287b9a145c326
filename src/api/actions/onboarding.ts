// Named actions of the onboarding wizards (spec 2 section 7, "Onboarding") with the client-side messages of section 8.
import { currentConsole } from '../../app/console';
import { writeSession } from '../../app/session';
import { ApiError, request, requestWithMessage } from '../client';
import { upload } from '../upload';
import { splitBusiness, stepsOf, type ClientDetails } from './onboarding-shape';

type Data = Record<string, unknown>;

/** Spec 2 section 8: a mobile the server says is taken. */
export const MOBILE_TAKEN = 'Mobile number already exists against another user';
/** Spec 2 section 5.3: the 4-step variant's words for a PAN name mismatch. */
export const SERVICE_NAME_MISMATCH = 'Name is not matching as per PAN';

/** A network failure (no answer) becomes the given message; a server answer keeps its own. */
const onTransport = (message: string) => (error: unknown) => {
  throw error instanceof ApiError && error.responseCode === 0 ? new ApiError(message, 0) : error;
};
/** A `data:<type>;base64,<content>` answer as a Blob (fetch of a data: URL would need a looser CSP). */
const dataUrlToBlob = (url: string): Blob => {
  const [head, content = ''] = url.split(',');
  const bytes = Uint8Array.from(atob(content), (char) => char.charCodeAt(0));
  return new Blob([bytes], { type: /^data:([^;]+)/.exec(head)?.[1] ?? 'application/octet-stream' });
};
const withoutScope = ({ clientId, ...data }: Data) => ({ clientId: clientId as string | undefined, data });
const scoped = (clientId: unknown) => (clientId ? `?clientId=${encodeURIComponent(String(clientId))}` : '');

/** The server validates with the form of the client's own wizard; the actions differ only in their failure words. */
const saveBusiness = (failure: string) => (payload: Data) => {
  const { clientId, data } = withoutScope(payload);
  return requestWithMessage('POST', '/onboarding/business', { clientId, ...splitBusiness(data) })
    .catch(renameMobileTaken)
    .catch(onTransport(failure));
};

const renameMobileTaken = (error: unknown) => {
  throw error instanceof ApiError && /number is not available/.test(error.message)
    ? new ApiError(MOBILE_TAKEN, error.responseCode)
    : error;
};

/** Business documents go to the 10 MB route; PAN and address proofs (POI, POA) to the 5 MB one. */
const STAKEHOLDER_DOCUMENTS = ['POI', 'POA'];
/** What the onboarding upload routes take (server/routes/onboarding-documents.ts): PDF, JPEG or PNG by content. */
const DOCUMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'];
const BUSINESS_FILES = { accept: DOCUMENT_TYPES, maxBytes: 10_000_000 };
const STAKEHOLDER_FILES = { accept: DOCUMENT_TYPES, maxBytes: 5_000_000 };

/** Onboarding actions by name. */
export const onboardingActions = {
  'onboarding.load': async ({ clientId }: Data = {}) =>
    stepsOf(await request<ClientDetails>('GET', `/onboarding/client${scoped(clientId)}`)),
  'onboarding.saveBasic': (payload: Data) => {
    const { clientId, data } = withoutScope(payload);
    return requestWithMessage('POST', '/onboarding/basic', { clientId, basicInformation: data })
      .catch(renameMobileTaken)
      .catch(onTransport('Something went wrong while saving Basic details'));
  },
  'onboarding.saveBusiness': saveBusiness('Something went wrong while saving Business Information'),
  'onboarding.saveServiceBasic': saveBusiness('Something went wrong while saving Business Information'),
  'onboarding.saveDocumentationBasic': saveBusiness('Something went wrong while saving GST and IEC details'),
  'onboarding.addOwner': (item: Data) =>
    requestWithMessage<{ id: string }>('POST', '/onboarding/stakeholders/owner', item).catch(
      onTransport('Something went wrong while adding stakeholder'),
    ),
  'onboarding.addStakeholder': (item: Data) =>
    requestWithMessage<{ id: string }>('POST', '/onboarding/stakeholders', item).catch(
      onTransport('Something went wrong while adding stakeholder'),
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
    }).catch(onTransport('Something went wrong')),
  'onboarding.saveVerification': (payload: Data) =>
    requestWithMessage('POST', '/onboarding/verification', payload)
      .catch((error: unknown) => {
        throw error instanceof ApiError && error.message === 'Name does not match'
          ? new ApiError(SERVICE_NAME_MISMATCH, error.responseCode)
          : error;
      })
      .catch(onTransport('Something went wrong while adding stakeholder')),
  'onboarding.validatePan': ({ pan }: Data) =>
    request('POST', '/onboarding/validate-pan', { pan }).catch(
      onTransport('Something went wrong while validating PAN'),
    ),
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
    requestWithMessage('POST', '/onboarding/bank', payload).catch(onTransport('Something went wrong')),
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
      .catch(onTransport('Something went wrong while submitting onboarding')),
  'onboarding.clients': () => request('GET', '/onboarding/clients'),
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
    }).catch(onTransport('Something went wrong while processing OCR')),
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
      throw new ApiError('Failed to fetch document', 0);
    });
    return dataUrlToBlob(content);
  },
};
