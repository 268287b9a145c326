// Replies of client onboarding: the client record in the shape of schemas/entities/client.json, what OCR and the
// PAN and bank checks read, what submission changes, and the admin's list of clients being onboarded.
import { MENU } from './auth';
import { replies } from './envelope';
import { anything, entityShape, flag, list, object, text, type JsonSchema } from './reply-schema';

/**
 * The whole onboarding of a client, part by part (spec 2 section 3); a part also carries the stored fields a published
 * form added that the entity does not declare (issue 34), as they were saved.
 */
export const CLIENT_DETAILS = replies(withAddedFields(entityShape('client')));

/** The entity's shape with each object part open to fields it does not declare. */
function withAddedFields(shape: JsonSchema): JsonSchema {
  const parts = Object.entries(shape.properties as Record<string, JsonSchema>).map(([name, part]) => [
    name,
    part.properties ? { ...part, additionalProperties: true } : part,
  ]);
  return { ...shape, properties: Object.fromEntries(parts) };
}

/** What OCR read from a card (null where the card shows nothing), and the kept file or files. */
export const OCR_READ = replies(
  object({
    pan: text,
    panName: text,
    dob: text,
    idNumber: text,
    address: text,
    city: text,
    state: text,
    pincode: text,
    document: object({ documentId: text, documentName: text, documentId2: text, documentName2: text }),
  }),
);

/** The name the PAN register holds, or none when the check is skipped in development. */
export const PAN_NAME = replies(object({ name: text, skipped: flag }));

/** The holder's name at the bank and the bank's answer as it came (a provider's record, shown as it is). */
export const BANK_HOLDER = replies(object({ accountHolderName: text, bankResponse: anything, skipped: flag }));

/** A submitted onboarding: the client's new status, and the caller's role and menu after it. */
export const SUBMISSION = replies(object({ clientStatus: text, roleName: text, privileges: MENU }));

/** The admin's list of clients and where their onboarding stands. */
export const CLIENTS = replies(
  list(
    object({
      clientId: text,
      companyName: text,
      email: text,
      mobile: text,
      clientType: text,
      clientPurpose: text,
      businessCategory: text,
      onboardingBusinessType: text,
      clientStatus: text,
      createdAt: text,
      approvedAt: text,
    }),
  ),
);
