// An answer sent before the request body is fully read (a limit passed, a refusal) stops the reading and closes the
// connection, instead of letting Node drain the rest of the body to keep the connection alive.
import { message } from '../../src/engine/core/message';
import type { Socket } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { refuseOversized } from '../uploads/read-upload';
import { ApiError } from './envelope';

/** How long a refused connection stays half-open so the client reads the answer before it is torn down. */
export const LINGER_MS = 1_000;

/** A body was announced: a length above zero or chunked transfer. */
const hasBody = ({ headers }: FastifyRequest) =>
  headers['transfer-encoding'] !== undefined || Number(headers['content-length'] ?? 0) > 0;

/**
 * Node ends a `Connection: close` answer with destroySoon: FIN, then at once a close, which with the client's unread
 * bytes still queued makes the kernel reset the connection, and a client still writing may never read the answer.
 * Here the FIN goes out with the answer, the socket stays paused (nothing more is read), and the close comes after
 * LINGER_MS or when the client hangs up.
 */
function lingerBeforeClosing(socket: Socket): void {
  socket.destroySoon = function lingeringClose(this: Socket) {
    this.end();
    const timer = setTimeout(() => this.destroy(), LINGER_MS);
    timer.unref();
    this.once('close', () => clearTimeout(timer));
  };
}

/**
 * A declared length over the route's limit is refused before any other hook (the session lookup) gives the body time
 * to arrive. Answers that leave part of the body unread go out with `Connection: close` and stop the reading at once;
 * the connection closes after the answer has had LINGER_MS to reach the client. Register before the other hooks.
 */
export function registerBodyLimits(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    const { upload } = request.routeOptions.config;
    if (upload) return refuseOversized(request, upload);
    if (Number(request.headers['content-length'] ?? 0) > request.routeOptions.bodyLimit)
      throw new ApiError(413, message('common.bodyTooLarge'));
  });
  app.addHook('onSend', async (request, reply) => {
    const { raw } = request;
    // inject() requests have no socket and leave `complete` undefined.
    if (raw.complete !== false || !hasBody(request)) return;
    reply.header('connection', 'close');
    raw.unpipe();
    raw.pause();
    if (raw.socket) lingerBeforeClosing(raw.socket);
  });
}
