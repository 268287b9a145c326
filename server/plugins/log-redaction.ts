// Log lines must never carry personal data or file bytes: URLs and messages are masked, errors reduced, every line capped;
// and no value can forge a line: every control character is written escaped.
import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/** Fastify's logger options (pino's, plus Fastify's stream and file). */
type LoggerOptions = Exclude<NonNullable<FastifyServerOptions['logger']>, boolean>;

/** The longest line written, in bytes; a longer one is rewritten to fit. */
export const LOG_LINE_LIMIT = 8 * 1024;
/** What stands in for a masked value. */
const MASK = '***';

const STRING_LIMIT = 1024;
const STACK_LIMIT = 4 * 1024;
const QUERY_VALUE = /([?&](?:email|mobile)=)[^&#]*/gi;
const EMAIL = /[\w.+-]+(?:@|%40)[\w-]+(?:\.[\w-]+)+/gi;
const MOBILE = /(?<!\d)(?:(?:\+|%2B)?91)?\d{10}(?!\d)/gi;

/** Characters that end or disguise a line in a terminal or a log reader: C0 and C1 controls, DEL, U+2028 and U+2029. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;

/** A JSON text with every control character written as its \\uXXXX escape (JSON reads it back as the same character). */
const escapeControls = (json: string): string =>
  json.replace(CONTROL, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);

const clip = (text: string, limit = STRING_LIMIT) => (text.length > limit ? `${text.slice(0, limit)}…` : text);

/** Masks e-mail addresses, 10-digit mobiles and the values of `email=` and `mobile=`, then clips to limit characters. */
export function maskPersonal(text: string, limit = STRING_LIMIT): string {
  return clip(text.replace(QUERY_VALUE, `$1${MASK}`).replace(EMAIL, MASK).replace(MOBILE, MASK), limit);
}

/** An error as logged: only fields that cannot hold a statement's parameters, an upload or a response body. */
function serializeError(error: Error) {
  const { code, statusCode, queryName } = error as Error & Record<string, unknown>;
  return {
    type: String(error.name ?? typeof error),
    message: maskPersonal(String(error.message ?? error)),
    code: typeof code === 'string' ? code : undefined,
    statusCode: typeof statusCode === 'number' ? statusCode : undefined,
    queryName: typeof queryName === 'string' ? queryName : undefined,
    stack: maskPersonal(String(error.stack ?? ''), STACK_LIMIT),
  };
}

/** Fastify's request fields, with the URL masked. */
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: maskPersonal(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** A value as it is written: JSON with its control characters escaped. */
const written = (value: unknown) => escapeControls(JSON.stringify(value));
const bytesOf = (value: unknown) => Buffer.byteLength(written(value));

/**
 * The line as written: one line whatever its values hold (controls escaped), and past the limit only the fields that
 * fit, smallest first, each other one replaced by its size.
 */
function writtenLine(raw: string): string {
  const line = `${escapeControls(raw.replace(/\n$/, ''))}\n`;
  const size = Buffer.byteLength(line);
  if (size <= LOG_LINE_LIMIT) return line;
  const fields = Object.entries(JSON.parse(line) as Record<string, unknown>).map(([key, value]) => {
    const bytes = bytesOf(value);
    return { key, value, bytes, stub: `[${bytes} bytes left out]` };
  });
  let room = LOG_LINE_LIMIT - bytesOf({ truncatedFrom: size });
  for (const field of fields) room -= bytesOf({ [field.key]: field.stub });
  const kept = new Set<string>();
  for (const field of [...fields].sort((a, b) => a.bytes - b.bytes)) {
    const extra = field.bytes - bytesOf(field.stub);
    if (extra > room) break;
    kept.add(field.key);
    room -= extra;
  }
  const capped = written({
    truncatedFrom: size,
    ...Object.fromEntries(fields.map((field) => [field.key, kept.has(field.key) ? field.value : field.stub])),
  });
  return `${Buffer.byteLength(capped) < LOG_LINE_LIMIT ? capped : written({ truncatedFrom: size })}\n`;
}

/**
 * Logger options for buildApp: masked URLs and messages, errors without parameters, control characters escaped, no
 * line past LOG_LINE_LIMIT.
 */
export function loggerOptions(level: string): LoggerOptions {
  return {
    level,
    serializers: { req: serializeRequest, err: serializeError },
    hooks: {
      logMethod(args, method) {
        method.apply(
          this,
          args.map((arg) => (typeof arg === 'string' ? maskPersonal(arg) : arg)) as Parameters<typeof method>,
        );
      },
      streamWrite: writtenLine,
    },
  };
}
