// Response schemas of the envelope { responseCode, message, data }: what a route declares so that Fastify serializes
// its answers with fast-json-stringify and drops every field the declaration does not name.
import type { JsonSchema } from './reply-schema';

/** The envelope around one answer's data. */
export const envelopeOf = (data: JsonSchema): JsonSchema => ({
  type: 'object',
  properties: { responseCode: { type: 'integer' }, message: { type: 'string' }, data },
});

/**
 * The data of a refusal (server/plugins/envelope.ts): null, a validation's `{ errors }`, a form's `{ fields }`, a
 * re-authentication's `{ reauthenticate }`, a bank check's `{ bankResponse }`, or false (sign-up's "is available").
 */
const REFUSAL_DATA: JsonSchema = {
  type: ['object', 'boolean', 'null'],
  properties: {
    errors: {
      type: 'array',
      items: { type: 'object', properties: { field: { type: 'string' }, message: { type: 'string' } } },
    },
    /** A form's refusal: every message by field path ('city', 'owners.0.pan'), as the form shows them. */
    fields: { type: 'object', additionalProperties: { type: 'string' } },
    reauthenticate: { type: 'boolean' },
    bankResponse: {},
  },
};

/** Every refusal the envelope sends: 400, 401, 403, 404, 409, 413, 414, 415, 422, 429, and 500 or 503. */
export const REFUSAL: JsonSchema = envelopeOf(REFUSAL_DATA);

/** A route's `schema.response`: its success data in the envelope, and the envelope's refusals. */
export const replies = (data: JsonSchema): Record<string, JsonSchema> => ({
  200: envelopeOf(data),
  '4xx': REFUSAL,
  '5xx': REFUSAL,
});
