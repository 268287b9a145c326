// Serves the built browser app; each console's index.html names its console in a meta tag, set by the server.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ConsoleKind } from '../config';

/** The index page of one console, or null when the app has not been built. */
export function consoleIndex(distDir: string, console: ConsoleKind): string | null {
  const file = join(distDir, 'index.html');
  if (!existsSync(file)) return null;
  return readFileSync(file, 'utf8').replace('</head>', `  <meta name="app-console" content="${console}" />\n  </head>`);
}

/** Registers the static files and returns the handler that answers any other page path with index.html. */
export async function registerStaticApp(app: FastifyInstance, distDir: string, console: ConsoleKind) {
  const index = consoleIndex(distDir, console);
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
        globIgnore: ['index.html'],
        setHeaders: (res, path) => {
          if (path.includes(`${join(distDir, 'assets')}`))
            res.setHeader('cache-control', 'public, max-age=31536000, immutable');
        },
      });
    });
  }
  app.get('/', { config: { public: true } }, page);
  app.get('/index.html', { config: { public: true } }, page);
  return page;
}
