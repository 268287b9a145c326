// Builds one console's Fastify app: plugins first, then the routes, all sharing one database.
import { randomUUID } from 'node:crypto';
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
import accessRoutes from './routes/access';
import signInRoutes from './routes/auth-sign-in';
import passwordResetRoutes from './routes/password-reset';
import sessionRoutes from './routes/session';
import signUpRoutes from './routes/sign-up';
import clientHsCodeRoutes from './routes/client-hs-codes';
import currencyRoutes from './routes/currencies';
import devOutboxRoutes from './routes/dev-outbox';
import hsCodeRoutes from './routes/hs-codes';
import imageRoutes from './routes/images';
import incotermRoutes from './routes/incoterms';
import listRoutes from './routes/lists';
import onboardingBankRoutes from './routes/onboarding-bank';
import onboardingClientRoutes from './routes/onboarding-clients';
import onboardingDetailRoutes from './routes/onboarding-details';
import onboardingDocumentRoutes from './routes/onboarding-documents';
import onboardingOcrRoutes from './routes/onboarding-ocr';
import onboardingStakeholderRoutes from './routes/onboarding-stakeholders';
import onboardingSubmitRoutes from './routes/onboarding-submit';
import purposeCodeRoutes from './routes/purpose-codes';
import roleRoutes from './routes/roles';
import resourceRoutes from './routes/resources';
import schemaLabRoutes from './routes/schema-lab';
import reversalRoutes from './routes/reversals';
import transactionRoutes from './routes/transactions';
import partnerOnboardingRoutes from './routes/partner-onboarding';
import financingRoutes from './routes/financing';
import efiraRoutes from './routes/efira';
import clientDetailRoutes from './routes/client-detail';
import ebrcRoutes from './routes/ebrc';
import feePlanRoutes from './routes/fee-plans';
import virtualAccountRoutes from './routes/virtual-accounts';
import alertRoutes from './routes/alerts';
import quoteRoutes from './routes/quote';
import documentRoutes from './routes/documents';
import profileRoutes from './routes/profile';
import subscriptionRoutes from './routes/subscriptions';
import userRoutes from './routes/users';
import clientConfigRoutes from './routes/client-config';
import dashboardRoutes from './routes/dashboards';
import scripRoutes from './routes/scrips';
import healthRoutes from './routes/health';
import payerRoutes from './routes/payers';
import paymentRequestRoutes from './routes/payment-requests';
import { recordHolder } from './onboarding/bank-accounts';
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
  /** Sent as the `x-served-by` header of every answer (cluster mode: `worker-<n>`), so tests see which process answered. */
  servedBy?: string;
}

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
  app.setValidatorCompiler(validatorCompiler());

  await registerSecurity(app);
  registerBodyLimits(app);
  app.addHook('onSend', async (request, reply) => {
    reply.header('app-version', config.appVersion);
    reply.header('x-trace-id', request.id);
    if (parts.servedBy) reply.header('x-served-by', parts.servedBy);
    // A client-console session's client status as it stands now, so an admin's approval reaches a signed-in client.
    if (request.user?.clientId && parts.console === 'client')
      reply.header('client-status', request.user.clientStatus ?? '');
    if (request.url.startsWith('/api')) reply.header('cache-control', 'no-store');
  });

  registerRequestTarget(app);
  registerJsonBody(app);
  registerAccess(app);
  const page = parts.serveApp ? await registerStaticApp(app, config.distDir, parts.console) : undefined;
  registerEnvelope(app, page);

  await app.register(healthRoutes);
  for (const routes of [
    signInRoutes,
    signUpRoutes,
    passwordResetRoutes,
    sessionRoutes,
    imageRoutes,
    currencyRoutes,
    purposeCodeRoutes,
    incotermRoutes,
    roleRoutes,
    accessRoutes,
    hsCodeRoutes,
    clientHsCodeRoutes,
    listRoutes,
    onboardingDetailRoutes,
    onboardingDocumentRoutes,
    onboardingOcrRoutes,
    onboardingStakeholderRoutes,
    onboardingBankRoutes,
    onboardingSubmitRoutes,
    onboardingClientRoutes,
    transactionRoutes,
    partnerOnboardingRoutes,
    financingRoutes,
    reversalRoutes,
    efiraRoutes,
    clientDetailRoutes,
    feePlanRoutes,
    ebrcRoutes,
    virtualAccountRoutes,
    alertRoutes,
    quoteRoutes,
    documentRoutes,
    profileRoutes,
    subscriptionRoutes,
    clientConfigRoutes,
    userRoutes,
    dashboardRoutes,
    scripRoutes,
    resourceRoutes,
    payerRoutes,
    paymentRequestRoutes,
  ]) {
    await app.register(routes);
  }
  await app.register(schemaLabRoutes);
  if (config.development) await app.register(devOutboxRoutes);
  return app;
}
