// Serves the built browser app; each console's index.html names its console in a meta tag, set by the server.
import { existsSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ConsoleKind } from '../config';

/** The index page of one console, or null when the app has not been built. */
export function consoleIndex(distDir: string, console: ConsoleKind): string | null {
  const file = join(distDir, 'index.html');
  if (!existsSync(file)) return null;
  return readFileSync(file, 'utf8').replace('</head>', `  <meta name="app-console" content="${console}" />\n  </head>`);
}

/** Hashed files never change under their name: a browser keeps them a year without asking again. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Registers the static files and returns the handler that answers any other page path with index.html. Hashed files
 * (dist/assets) are cached for good, anything else (index.html, the favicon) is asked for again on each visit.
 */
export async function registerStaticApp(app: FastifyInstance, distDir: string, console: ConsoleKind) {
  const index = consoleIndex(distDir, console);
  const assets = join(distDir, 'assets') + sep;
  const page = (_request: FastifyRequest, reply: FastifyReply) => {
    if (!index) {
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send('The browser app has not been built. Run `npm run build` (npm start does it for you).');
    }
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(index);
  };
  if (index) {
    await app.register(async (scope) => {
      // The built app's files are public by nature; marking them here keeps every route's audience declared.
      scope.addHook('onRoute', (route) => {
        route.config = { ...route.config, public: true };
      });
      await scope.register(fastifyStatic, {
        root: distDir,
        index: false,
        wildcard: false,
        // The build writes a .br and a .gz beside each hashed file (scripts/precompress.ts); the one the browser
        // accepts is sent in the file's place with its Content-Encoding, never under its own name.
        preCompressed: true,
        globIgnore: ['index.html', '**/*.br', '**/*.gz'],
        // fastify-static's own header (public, max-age=0) would replace the one setHeaders writes.
        cacheControl: false,
        setHeaders: (res, path) => {
          res.setHeader('cache-control', path.startsWith(assets) ? IMMUTABLE : 'no-cache');
          res.setHeader('vary', 'accept-encoding');
        },
      });
    });
  }
  app.get('/', { config: { public: true } }, page);
  app.get('/index.html', { config: { public: true } }, page);
  return page;
}
