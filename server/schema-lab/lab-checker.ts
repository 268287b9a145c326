// One Schema Lab checker (one worker thread) per server, shared by the check route and the publish routes.
import type { FastifyInstance } from 'fastify';
import { createChecker, limitsWithin, type Checker } from './checker';

const checkers = new WeakMap<object, Checker>();

/**
 * The server's checker, started on first use: a check runs at most SCHEMA_LAB_TIMEOUT_MS and waits no longer than its
 * request may (REQUEST_TIMEOUT_MS) with its run still to come; it stops when the server closes.
 */
export function labChecker(app: FastifyInstance): Checker {
  const existing = checkers.get(app.server);
  if (existing) return existing;
  const { timeoutMs, maxWaitMs } = limitsWithin(app.config.requestTimeout, app.config.schemaLabTimeout);
  const checker = createChecker(timeoutMs, maxWaitMs);
  checkers.set(app.server, checker);
  app.addHook('onClose', () => checker.close());
  return checker;
}
