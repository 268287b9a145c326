// A hostile multipart body makes the parser throw plain errors; callers get a 400 in the envelope that says what was wrong.
import { ApiError } from '../plugins/envelope';

/** Text fields a form may carry, and the longest value of each, in bytes. */
export const FORM_LIMITS = { fields: 10, fieldSize: 1024 };

/** Messages for a form that cannot be read. */
export const FORM_MESSAGES = {
  notMultipart: 'Please upload the file as multipart/form-data',
  noBoundary: 'The multipart/form-data body has no boundary',
  malformed: 'The multipart/form-data body is malformed',
  fields: `Too many form fields: at most ${FORM_LIMITS.fields} are accepted`,
  files: (maxFiles: number) => `Too many files: at most ${maxFiles} ${maxFiles === 1 ? 'is' : 'are'} accepted`,
  parts: 'Too many parts in the form',
  fieldName: 'A form field has a name that is not accepted',
  fieldText: 'Form fields must be plain text',
  fieldSize: `A form field is too long: at most ${FORM_LIMITS.fieldSize} bytes`,
  fieldCharacters: 'A form field contains a NUL character or a broken Unicode character, which no field accepts.',
};

/** @fastify/multipart's error codes and what they mean here. */
const BY_CODE: Record<string, (maxFiles: number) => string> = {
  FST_FIELDS_LIMIT: () => FORM_MESSAGES.fields,
  FST_FILES_LIMIT: FORM_MESSAGES.files,
  FST_PARTS_LIMIT: () => FORM_MESSAGES.parts,
  FST_PROTO_VIOLATION: () => FORM_MESSAGES.fieldName,
  FST_INVALID_JSON_FIELD_ERROR: () => FORM_MESSAGES.fieldText,
};

/** The ApiError for an error raised while reading a form: ours as it is, the parser's as a 400. */
export function formError(error: unknown, maxFiles: number): ApiError {
  if (error instanceof ApiError) return error;
  const { code = '', message = '' } = error as { code?: string; message?: string };
  if (BY_CODE[code]) return new ApiError(400, BY_CODE[code](maxFiles));
  return new ApiError(400, /boundary not found/i.test(message) ? FORM_MESSAGES.noBoundary : FORM_MESSAGES.malformed);
}
