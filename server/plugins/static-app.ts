// Serves the built browser app; each console's index.html names its console and the declarations in force in meta
// tags and the requested route's first chunks in modulepreload links, all set by the server.
import { existsSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { screens, type ScreenRoute } from '../../screens.config';
import { groupOf } from '../../scripts/chunks';
import { screenAt } from '../../src/engine/core/screen-at';
import { screensFor } from '../../src/engine/core/screens-for';
import type { ConsoleKind } from '../config';
import type { InForceSummary } from '../schema-lab/in-force';
import {
  dashboardDeclarations,
  flowDeclarations,
  formDeclaration,
  pageDeclarations,
  tableDeclarations,
  wizardDeclarations,
} from '../schemas';
import { subresourceConfig } from './security';
import { hintable, hintedFacts, hintedWizard, type HintedFacts } from './wizard-hint';
import {
  actionModules,
  appChunk,
  preloadLinks,
  preloadsInForce,
  readManifest,
  routeModules,
  widgetModules,
  widgetWords,
  type RouteDeclarations,
} from './route-preloads';

/** The browser's widget registry, read for the module of each `ui:widget` word a route's first form draws. */
const WIDGET_REGISTRY = fileURLToPath(new URL('../../src/widgets/index.ts', import.meta.url));
/** The browser's action index, read for the module each action area is in. */
const ACTION_INDEX = fileURLToPath(new URL('../../src/api/actions/index.ts', import.meta.url));

/** The built index.html naming its console, with `head` just before `</head>`. */
const withHead = (html: string, console: ConsoleKind, head: string) =>
  html.replace('</head>', `  <meta name="app-console" content="${console}" />\n${head}  </head>`);

/** The index page of one console, or null when the app has not been built; `head` goes just before `</head>`. */
export function consoleIndex(distDir: string, console: ConsoleKind, head = ''): string | null {
  const file = join(distDir, 'index.html');
  return existsSync(file) ? withHead(readFileSync(file, 'utf8'), console, head) : null;
}

/** Where the app sends the empty and unknown paths (src/app/routes.tsx), so their page preloads that screen. */
const FALLBACK_PATH = '/sign-in';

/** Nothing published: every declaration is the built one. */
const NONE_IN_FORCE: InForceSummary = { stamp: '0', modules: {} };

/**
 * Each page path's index.html in one console: the route it matches (the first, as react-router tries them) preloads
 * its own chunks; any other path preloads the sign-in screen it is sent to. A declaration in force is preloaded as its
 * published module instead of its built chunk; the pages are written again once for each set in force (its stamp).
 * Without a manifest, the plain index.
 */
export function routeIndexes(distDir: string, console: ConsoleKind, routes: ScreenRoute[] = screens) {
  const plain = consoleIndex(distDir, console);
  const manifest = readManifest(distDir);
  if (!plain || !manifest)
    return { indexFor: (_path: string, _inForce?: InForceSummary, _facts?: HintedFacts) => plain };
  const built = readFileSync(join(distDir, 'index.html'), 'utf8');
  const declarations: RouteDeclarations = {
    flows: flowDeclarations(),
    wizards: wizardDeclarations(),
    pages: pageDeclarations(),
    tables: tableDeclarations(),
    dashboards: dashboardDeclarations(),
    actionModules: actionModules(readFileSync(ACTION_INDEX, 'utf8')),
    console,
    widgetsOf: (form) => widgetWords(formDeclaration(form).ui),
    widgetModules: widgetModules(readFileSync(WIDGET_REGISTRY, 'utf8')),
    groupOf,
  };
  const app = appChunk(manifest, groupOf);
  const own = screensFor(routes, console);
  const routeKeys = own.map((route) => {
    const candidates = hintable(route, declarations.wizards, console);
    return {
      route,
      keys: [...app, ...routeModules(route, declarations, manifest)],
      candidates,
      // a page for each wizard the request's hint may choose
      chosenKeys: Object.fromEntries(
        candidates.map(({ id }) => [id, [...app, ...routeModules(route, declarations, manifest, id)]]),
      ),
    };
  });
  const pagesFor = ({ stamp, modules }: InForceSummary) => {
    const write = (keys: string[]) => withHead(built, console, preloadLinks(preloadsInForce(manifest, keys, modules)));
    const pages = routeKeys.map(({ route, keys, candidates, chosenKeys }) => {
      const chosen = Object.fromEntries(Object.entries(chosenKeys).map(([id, keys]) => [id, write(keys)]));
      const html = write(keys);
      return {
        route,
        htmlFor: (facts?: HintedFacts) => chosen[hintedWizard(route, candidates, console, facts) ?? ''] ?? html,
      };
    });
    const fallback = pages.find((page) => page.route.path === FALLBACK_PATH)?.htmlFor() ?? plain;
    return {
      stamp,
      // the screen the browser will draw for the path, found as react-router finds it
      indexFor: (path: string, facts?: HintedFacts) => {
        const screen = screenAt(own, path);
        return pages.find((page) => page.route === screen)?.htmlFor(facts) ?? fallback;
      },
    };
  };
  let current = pagesFor(NONE_IN_FORCE);
  return {
    /** The page of `path`, with the files of the declarations in force and of the wizard `facts` hint at. */
    indexFor: (path: string, inForce: InForceSummary = NONE_IN_FORCE, facts?: HintedFacts) => {
      if (inForce.stamp !== current.stamp) current = pagesFor(inForce);
      return current.indexFor(path, facts);
    },
  };
}

/** Text written inside an HTML attribute as it is, whatever it holds. */
const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The meta tag telling the browser which declarations are in force (issue 34), so that no screen asks for them:
 * `{"stamp":…,"modules":{"<kind>:<id>":"/published/…"}}`, escaped.
 */
export const inForceMeta = (summary: InForceSummary): string =>
  `<meta name="declarations-in-force" content="${escapeAttribute(JSON.stringify(summary))}" />\n  `;

/** Hashed files never change under their name: a browser keeps them a year without asking again. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Registers the static files and returns the handler that answers any other page path with index.html, naming the
 * declarations in force when `inForce` tells them (the app always does; a bare test app may not). Hashed files
 * (dist/assets) are cached for good, anything else (index.html, the favicon) is asked for again on each visit.
 */
export async function registerStaticApp(
  app: FastifyInstance,
  distDir: string,
  console: ConsoleKind,
  inForce?: () => InForceSummary,
) {
  const index = consoleIndex(distDir, console);
  const { indexFor } = routeIndexes(distDir, console);
  const assets = join(distDir, 'assets') + sep;
  const page = (request: FastifyRequest, reply: FastifyReply) => {
    if (!index) {
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send('The browser app has not been built. Run `npm run build` (npm start does it for you).');
    }
    const path = request.url.split('?')[0]!;
    const summary = inForce?.();
    const facts = hintedFacts(request.headers.cookie);
    const html = summary
      ? indexFor(path, summary, facts)!.replace('</head>', `${inForceMeta(summary)}</head>`)
      : indexFor(path, undefined, facts);
    // the page names the files of the wizard the cookie hints at
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'cookie')
      .send(html);
  };
  if (index) {
    await app.register(async (scope) => {
      // The built app's files are public by nature; marking them here keeps every route's audience declared.
      // Hashed files are never shown as a document (an SVG could be, so it keeps them): no document-only headers.
      scope.addHook('onRoute', (route) => {
        const subresource = route.url.startsWith('/assets/') && !route.url.endsWith('.svg');
        route.config = { ...route.config, public: true, ...(subresource ? subresourceConfig() : {}) };
      });
      await scope.register(fastifyStatic, {
        root: distDir,
        index: false,
        wildcard: false,
        // The build writes a .br and a .gz beside each hashed file (scripts/precompress.ts); the one the browser
        // accepts is sent in the file's place with its Content-Encoding, never under its own name.
        preCompressed: true,
        globIgnore: ['index.html', '**/*.br', '**/*.gz', '.vite/**'],
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
