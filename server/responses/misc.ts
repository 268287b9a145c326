// Replies of the routes outside the product's areas: health, the public calculator, the forms' option lists, a
// client's HS codes, the Schema Lab (declarations as written, so as they are), the development outbox.
import { replies } from './envelope';
import { anything, decimal, integer, list, object, option, text } from './reply-schema';

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
    flows: list(declarationFile),
    pages: list(declarationFile),
    dashboards: list(declarationFile),
    catalogue: declarationFile,
    menus: declarationFile,
    tours: declarationFile,
    entities: list(declarationFile),
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

/** A JSON Patch of one version against the one before it (a value is any JSON, so as it is). */
const diff = list(object({ op: text, path: text, value: anything }));

/** Every version of one declaration, version 0 (the file) first. */
export const LAB_HISTORY = replies(
  list(
    object({
      version: integer,
      document: anything,
      diff,
      comment: text,
      authorId: text,
      authorName: text,
      publishedAt: text,
      impactReason: text,
      rolledBackTo: integer,
    }),
  ),
);

/** What a proposed version would do to stored records, and where the declaration is used. */
const impact = object({
  binds: list(text),
  checked: integer,
  failing: integer,
  clientIds: list(text),
  reasons: list(object({ field: text, keyword: text, count: integer, message: text })),
  uses: object({
    declarations: list(object({ kind: text, id: text, pointer: text })),
    routes: list(object({ path: text, title: text })),
  }),
});
export const LAB_IMPACT = replies(impact);

/** A publish or rollback: the new version's number, its diff and the impact it was published with. */
export const LAB_PUBLISHED = replies(object({ version: integer, diff, impact }));

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

/** The declarations in force (issue 34): the stamp naming the set and each module's URL by `<kind>:<id>`. */
export const DECLARATIONS_IN_FORCE = replies(
  object({ stamp: text, modules: { type: 'object', additionalProperties: { type: 'string' } } }),
);

/** A published declaration's module: JavaScript sent as it was built (a Buffer, never serialized), or a refusal. */
export const PUBLISHED_MODULE = { ...replies({}), 200: { type: 'string' } };
