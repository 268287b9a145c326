// Every /api route says who may call it; this hook checks the session, the console and the role before the handler runs.
import { message } from '../../src/engine/core/message';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { findSession, type SessionUser } from '../auth/sessions';
import type { ConsoleKind } from '../config';
import { ApiError } from './envelope';

/** Who may call a route, declared in its `config.access`. */
export interface RouteAccess {
  /** Consoles allowed; both when absent. */
  consoles?: ConsoleKind[];
  /** Role names allowed; any signed-in role when absent. */
  roles?: string[];
  /** Role names allowed in one console only (the admin console's 'Admin'); that console's any role when absent. */
  rolesIn?: Partial<Record<ConsoleKind, string[]>>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route Fastify registered, as its onRoute hook saw them: what the route policy test enumerates. */
    registeredRoutes: RouteOptions[];
  }
  interface FastifyRequest {
    /** The signed-in caller; set on every route that is not public. */
    user?: SessionUser;
  }
  interface FastifyContextConfig {
    /** Open without a session (health, sign-in). */
    public?: boolean;
    access?: RouteAccess;
  }
}

/** The caller on a guarded route (the hook guarantees it). */
export const caller = (request: { user?: SessionUser }): SessionUser => {
  if (!request.user) throw new ApiError(401, message('common.unauthorized'));
  return request.user;
};

/**
 * The client a call works on, from the session, never the body: the caller's own in the client console (naming
 * another is forbidden), the named one in the admin console (required when `required`, else every client).
 */
export function callerClient(
  app: FastifyInstance,
  request: { user?: SessionUser },
  named: string | undefined,
  required: boolean,
): string | undefined {
  if (app.console === 'client') {
    const own = caller(request).clientId;
    if (!own || (named && named !== own)) throw new ApiError(403, message('common.forbidden'));
    return own;
  }
  if (required && !named) throw new ApiError(400, message('onboarding.scope.selectClient'));
  return named;
}

/**
 * Installs the check, decided by the matched route's own declared audience and never by the URL: a route that
 * declares neither `public` nor `access` is refused, and the app refuses to start with one, so none is forgotten.
 * Requests that matched no route reach the not-found handler, which serves nothing guarded.
 */
export function registerAccess(app: FastifyInstance) {
  const routes: RouteOptions[] = [];
  app.decorate('registeredRoutes', routes);
  app.addHook('onRoute', (route) => void routes.push(route));
  app.addHook('onReady', async () => {
    const undeclared = routes.filter((route) => !route.config?.public && !route.config?.access);
    if (undeclared.length) {
      const names = undeclared.map((route) => `${String(route.method)} ${route.url}`).join(', ');
      throw new Error(`Routes declare no audience (config.public or config.access): ${names}`);
    }
  });
  app.addHook('onRequest', async (request) => {
    if (request.is404) return;
    const config = request.routeOptions.config;
    if (config.public === true) return;
    const header = request.headers.authorization ?? '';
    const token = header.startsWith('Bearer ') ? header.slice(7).trim() : '';
    const user = token ? await findSession(app.db, token, app.console) : null;
    if (!user) throw new ApiError(401, message('common.unauthorized'));
    const access = config.access;
    if (!access) throw new ApiError(403, message('common.noAccessDeclared'));
    if (access.consoles && !access.consoles.includes(app.console)) throw new ApiError(403, message('common.forbidden'));
    if (access.roles && !access.roles.includes(user.roleName)) throw new ApiError(403, message('common.forbidden'));
    const rolesHere = access.rolesIn?.[app.console];
    if (rolesHere && !rolesHere.includes(user.roleName)) throw new ApiError(403, message('common.forbidden'));
    request.user = user;
  });
}
