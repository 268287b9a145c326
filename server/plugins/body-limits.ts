// An answer sent before the request body is fully read (a limit passed, a refusal) closes the connection instead
// of draining the rest of the body, which Node would otherwise read to the end to keep the connection alive.
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** A body was announced: a length above zero or chunked transfer. */
const hasBody = ({ headers }: FastifyRequest) =>
  headers['transfer-encoding'] !== undefined || Number(headers['content-length'] ?? 0) > 0;

/**
 * Answers that leave part of the body unread stop the reading at once and go out with `Connection: close`, on which
 * Node ends the connection and destroys the socket as soon as the answer is flushed. Destroying it ourselves on
 * 'finish' is too early: unread bytes make the kernel reset the connection and drop an answer still in flight.
 * Register before the routes.
 */
export function registerBodyLimits(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    const { raw } = request;
    // inject() requests have no socket and leave `complete` undefined.
    if (raw.complete !== false || !hasBody(request)) return;
    reply.header('connection', 'close');
    raw.unpipe();
    raw.pause();
  });
}
