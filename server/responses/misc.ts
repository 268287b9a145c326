// Replies of the routes outside the product's areas: health, the public calculator, the forms' option lists, a
// client's HS codes, the Schema Lab (declarations as written, so as they are), the development outbox.
import { replies } from './envelope';
import { anything, decimal, list, object, option, text } from './reply-schema';

export const HEALTH = replies(object({ status: text, console: text, database: text, version: text }));

/** The calculator's quote in INR. */
export const QUOTE = replies(object({ bankPayoutAmount: decimal, exchangeRate: decimal, payoutAmount: decimal }));

/** A form's option list. */
export const LIST = replies(list(option()));

/** A client's own HS codes. */
export const CLIENT_HS_CODES = replies(list(object({ hsCode: text, productDetails: text, status: text })));

/** A declaration file as written: its path, its JSON (any declaration), its meta-schema's path. */
const declarationFile = object({ file: text, json: anything, metaSchema: text });

/** Every declaration the Schema Lab may open. */
export const LAB_DECLARATIONS = replies(
  object({
    shared: list(declarationFile),
    forms: list(declarationFile),
    tables: list(declarationFile),
    wizards: list(declarationFile),
  }),
);

/** The Schema Lab's check: the problems, the bundled schema (a schema, so as it is) and the sample's messages. */
export const LAB_CHECK = replies(
  object({
    problems: list(object({ pointer: text, message: text })),
    bundled: anything,
    sampleErrors: { type: ['object', 'null'], additionalProperties: text },
  }),
);

/** What the server "sent" by e-mail and SMS, newest first (development only). */
export const OUTBOX = replies(
  list(
    object({
      to: text,
      channel: text,
      subject: text,
      body: text,
      otp: text,
      link: text,
      attachments: list(object({ documentId: text, documentName: text })),
      createdAt: text,
    }),
  ),
);
