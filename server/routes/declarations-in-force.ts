// The declarations in force (issue 34): the set the browser asks for, and each published version's module, served
// same-origin, named by its content's hash and cached for good, like the build's own chunks.
import { message } from '../../src/engine/core/message';
import type { FastifyInstance } from 'fastify';
import { ApiError, ok } from '../plugins/envelope';
import { subresourceConfig } from '../plugins/security';
import { DECLARATIONS_IN_FORCE, PUBLISHED_MODULE } from '../responses/misc';
import { encodingFor } from '../schema-lab/published-modules';

/** A module's name never changes its content: a browser keeps it a year without asking again. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The declarations in force and their modules: public, as the built chunks are. */
export default async function declarationsInForceRoutes(app: FastifyInstance) {
  app.get(
    '/api/declarations-in-force',
    { config: { public: true }, schema: { response: DECLARATIONS_IN_FORCE } },
    async () => ok(app.declarations.summary()),
  );

  // `<id>.<version>.<hash>.js`: only the URL of a module in force answers; an older or unknown one is 404.
  app.get(
    '/published/:kind/:file',
    { config: { public: true, ...subresourceConfig() }, schema: { response: PUBLISHED_MODULE } },
    async (request, reply) => {
      const built = app.declarations.module(request.url.split('?')[0]!);
      if (!built) throw new ApiError(404, message('declarations.moduleNotFound'));
      const encoding = encodingFor(request.headers['accept-encoding']);
      reply.type('text/javascript; charset=utf-8').header('cache-control', IMMUTABLE).header('vary', 'accept-encoding');
      if (encoding) reply.header('content-encoding', encoding);
      return reply.send(encoding ? built.encoded[encoding] : Buffer.from(built.code));
    },
  );
}
