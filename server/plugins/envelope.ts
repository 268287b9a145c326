// Every answer is the spec's envelope { responseCode, message, data }; errors and unknown routes included.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { message } from '../../src/engine/core/message';
import { isConflict, isValueRefused, VALUE_REFUSED } from '../db/db-error';

/** The body of every API answer (spec 1 section 7). */
export interface Envelope<T = unknown> {
  responseCode: number;
  message: string;
  data: T;
}

/** A success envelope. */
export const ok = <T>(data: T, text = message('common.success')): Envelope<T> => ({
  responseCode: 200,
  message: text,
  data,
});

/** An error a route raises on purpose: its status and message reach the caller as they are. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly data: unknown = null,
  ) {
    super(message);
  }
}

const send = (reply: FastifyReply, status: number, message: string, data: unknown = null) =>
  reply.code(status).type('application/json; charset=utf-8').send({ responseCode: status, message, data });

interface ValidationItem {
  instancePath?: string;
  message?: string;
  params?: { missingProperty?: string; additionalProperty?: string };
}

const describe = (item: ValidationItem): string => {
  const field =
    item.params?.missingProperty ??
    item.params?.additionalProperty ??
    item.instancePath?.replace(/^\//, '').replace(/\//g, '.');
  return field && !item.message?.includes(field)
    ? `${field}: ${item.message}`
    : (item.message ?? message('common.isInvalid'));
};

const KNOWN: Record<string, [number, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, message('common.invalidJson')],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, message('common.emptyJson')],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, message('common.bodyTooLarge')],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, message('common.mediaType')],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, message('common.contentLength')],
};

/** Fastify's own refusals before routing (a path that is not valid UTF-8, a path value past maxParamLength), in the envelope. */
export function frameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400;
  return send(reply, status, status === 414 ? message('common.pathTooLong') : message('common.pathInvalid'));
}

/** Installs the error and not-found handlers that keep answers in the envelope. */
export function registerEnvelope(
  app: FastifyInstance,
  fallback?: (request: FastifyRequest, reply: FastifyReply) => unknown,
) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ApiError) return send(reply, error.statusCode, error.message, error.data);
    if (error.validation) {
      const errors = (error.validation as ValidationItem[]).map((item) => ({
        field: item.params?.missingProperty ?? item.instancePath ?? '',
        message: item.message ?? message('common.isInvalid'),
      }));
      const described = (error.validation as ValidationItem[]).map(describe).join('; ');
      return send(reply, 400, described, { errors });
    }
    if (error.code && KNOWN[error.code]) {
      if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
        // Fastify's own words say where the JSON broke; its preamble repeats ours.
        const where = error.message.replace(
          /^Body is not valid JSON but content-type is set to 'application\/json'\s*/,
          '',
        );
        return send(reply, 400, [KNOWN[error.code][1], where].join(' ').trim());
      }
      return send(reply, ...KNOWN[error.code]);
    }
    if (isValueRefused(error)) {
      request.log.warn({ code: error.code, query: error.queryName }, 'a value refused by the database');
      return send(reply, 400, VALUE_REFUSED);
    }
    if (isConflict(error)) {
      request.log.warn({ code: error.code, query: error.queryName }, 'a write lost a race to a unique key');
      return send(reply, 409, message('common.savedMeanwhile'));
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return send(reply, error.statusCode, error.message);
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(reply, 500, message('common.somethingWentWrong'));
  });

  app.setNotFoundHandler((request, reply) => {
    if (!request.url.startsWith('/api') && fallback && (request.method === 'GET' || request.method === 'HEAD')) {
      return fallback(request, reply);
    }
    return send(reply, 404, message('common.noRoute', { method: request.method, path: request.url.split('?')[0] }));
  });
}
