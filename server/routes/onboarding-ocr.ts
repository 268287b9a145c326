// OCR of a stakeholder's PAN card or proof of address (spec 2 sections 3 and 5.3): the files are kept, their text read.
import { message } from '../../src/engine/core/message';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { storeDocument } from '../onboarding/documents';
import { lockWritable, ONBOARDING_ACCESS, targetClient } from '../onboarding/scope';
import { ApiError, ok } from '../plugins/envelope';
import { readUploads, UPLOAD_MESSAGES, type UploadedFile } from '../uploads/read-upload';
import { DOCUMENT_TYPES, UNKNOWN_DOCUMENT_TYPE } from './onboarding-documents';
import { OCR_READ } from '../responses/onboarding';

/** Spec 2 section 9: 5,000,000 bytes per file. */
const MAX_BYTES = 5_000_000;

/** Proof-of-address kinds and the words their failure names. */
export const POA_LABELS: Record<string, string> = {
  AADHAAR: 'Aadhaar',
  VOTER_ID: 'Voter ID',
  PASSPORT: 'Passport',
  DRIVING_LICENSE: 'Driving Licence',
};

/** The fields every OCR answer carries, null when this kind of card does not show them. */
const EMPTY = {
  pan: null,
  panName: null,
  dob: null,
  idNumber: null,
  address: null,
  city: null,
  state: null,
  pincode: null,
};

export default async function onboardingOcrRoutes(app: FastifyInstance) {
  await app.register(multipart);

  app.post(
    '/api/onboarding/ocr',
    {
      config: { access: ONBOARDING_ACCESS, upload: { maxBytes: MAX_BYTES, files: 2 } },
      schema: { response: OCR_READ },
    },
    async (request) => {
      const { fields, files } = await readUploads(request, DOCUMENT_TYPES, MAX_BYTES, 2);
      const { documentType = '', documentSubType = '', clientId } = fields;
      const pan = documentType === 'POI' && documentSubType === 'PAN';
      if (!pan && !(documentType === 'POA' && Object.hasOwn(POA_LABELS, documentSubType)))
        throw new ApiError(400, UNKNOWN_DOCUMENT_TYPE);
      if (!files.file) throw new ApiError(400, UPLOAD_MESSAGES.missing);
      const client = await targetClient(app, request, clientId || undefined);
      const answer = await app.db.transaction(async (tx) => {
        await lockWritable(tx, client.clientId);
        const read = pan
          ? await app.providers.ocr.readPan(files.file)
          : await app.providers.ocr.readAddressProof(files.file, documentSubType);
        if (!read)
          throw new ApiError(422, message('upload.cardOnly', { card: pan ? 'PAN' : POA_LABELS[documentSubType] }));
        const keep = (file: UploadedFile) =>
          storeDocument(tx, client.clientId, { ...file, documentType, documentSubType });
        const front = await keep(files.file);
        const back = files.file2 && (await keep(files.file2));
        const document = back ? { ...front, documentId2: back.documentId, documentName2: back.documentName } : front;
        return { ...EMPTY, ...read, document };
      });
      return ok(answer, message('upload.done'));
    },
  );
}
