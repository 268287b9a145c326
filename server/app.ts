// Builds one console's Fastify app: plugins first, then the routes, all sharing one database.
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import autoload from '@fastify/autoload';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Outbox } from './adapters/outbox';
import { simulatedProviders, type Providers } from './adapters/providers';
import type { ConsoleKind, ServerConfig } from './config';
import type { Db } from './db/db';
import { registerAccess } from './plugins/access';
import { registerBodyLimits } from './plugins/body-limits';
import { frameworkError, registerEnvelope } from './plugins/envelope';
import { registerJsonBody } from './plugins/json-body';
import { allowedHosts, registerRequestTarget, rewriteTarget } from './plugins/request-target';
import { registerSecurity } from './plugins/security';
import { registerStaticApp } from './plugins/static-app';
import { recordHolder } from './onboarding/bank-accounts';
import { openDeclarationsInForce, type DeclarationsInForce } from './schema-lab/in-force';
import { validatorCompiler } from './validation';

declare module 'fastify' {
  interface FastifyInstance {
    /** The shared database. */
    db: Db;
    /** Which console this app serves; fixed by the port, never by the caller. */
    console: ConsoleKind;
    config: ServerConfig;
    outbox: Outbox;
    /** PAN register, OCR, bank and Swift directory. */
    providers: Providers;
    /** The declarations in force (issue 34): what the browser is served and bodies are validated with. */
    declarations: DeclarationsInForce;
  }
}

/** What one console's app is built from. */
export interface AppParts {
  config: ServerConfig;
  console: ConsoleKind;
  db: Db;
  outbox: Outbox;
  /** KYC providers; the simulated ones when absent. */
  providers?: Providers;
  /** Serve the built browser app from config.distDir (off in API-only tests). */
  serveApp?: boolean;
  logger?: FastifyServerOptions['logger'];
  /**
   * The declarations in force, when both consoles of a process share them (serve.ts): a publish through one is then
   * in force on the other at once. Absent, the app opens its own and stops its poll when it closes.
   */
  declarations?: DeclarationsInForce;
  /** Sent as the `x-served-by` header of every answer (cluster mode: `worker-<n>`), so tests see which process answered. */
  servedBy?: string;
}

/** The route modules, each a Fastify plugin, loaded by @fastify/autoload (tests beside them and helpers are skipped). */
const ROUTES = fileURLToPath(new URL('./routes', import.meta.url));
// The server runs from its TypeScript sources, which autoload does not detect under `node --import tsx`.
process.env.FASTIFY_AUTOLOAD_TYPESCRIPT ??= '1';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Creates the app; call listen() or inject() on the result. */
export async function buildApp(parts: AppParts): Promise<FastifyInstance> {
  const { config } = parts;
  const app = Fastify({
    logger: parts.logger ?? false,
    bodyLimit: config.bodyLimit,
    requestTimeout: config.requestTimeout,
    connectionTimeout: config.requestTimeout,
    requestIdHeader: false,
    logController: new LogController({ requestIdLogLabel: 'traceId' }),
    genReqId: (request) => {
      const sent = request.headers['x-trace-id'];
      return typeof sent === 'string' && UUID.test(sent) ? sent : randomUUID();
    },
    rewriteUrl: rewriteTarget(allowedHosts(config.host)),
    frameworkErrors: frameworkError,
    return503OnClosing: true,
    forceCloseConnections: 'idle',
  });
  app.decorate('db', parts.db);
  app.decorate('console', parts.console);
  app.decorate('config', config);
  app.decorate('outbox', parts.outbox);
  app.decorate(
    'providers',
    parts.providers ??
      simulatedProviders((clientId) => recordHolder(parts.db, clientId), {
        latencyMs: config.providerLatencyMs,
        verificationLatencyMs: config.verificationLatencyMs,
        quoteLatencyMs: config.quoteLatencyMs,
      }),
  );
  const declarations =
    parts.declarations ??
    (await openDeclarationsInForce(parts.db, {
      pollMs: config.declarationsPollMs,
      onError: (error) => app.log.error({ err: error }, 'Reading the declarations in force failed'),
    }));
  app.decorate('declarations', declarations);
  if (!parts.declarations) app.addHook('onClose', async () => declarations.close());
  app.setValidatorCompiler(validatorCompiler(declarations));

  await registerSecurity(app);
  registerBodyLimits(app);
  app.addHook('onSend', async (request, reply) => {
    reply.header('app-version', config.appVersion);
    reply.header('x-trace-id', request.id);
    if (parts.servedBy) reply.header('x-served-by', parts.servedBy);
    // A client-console session's client status as it stands now, so an admin's approval reaches a signed-in client.
    if (request.user?.clientId && parts.console === 'client')
      reply.header('client-status', request.user.clientStatus ?? '');
    if (request.url.startsWith('/api')) {
      reply.header('cache-control', 'no-store');
      reply.header('x-declarations-in-force', declarations.stamp);
    }
  });

  registerRequestTarget(app);
  registerJsonBody(app);
  registerAccess(app);
  const page = parts.serveApp
    ? await registerStaticApp(app, config.distDir, parts.console, () => declarations.summary())
    : undefined;
  registerEnvelope(app, page);

  await app.register(autoload, {
    dir: ROUTES,
    ignorePattern: config.development ? /\.test\.ts$/ : /\.test\.ts$|^dev-outbox\.ts$/,
  });
  return app;
}
