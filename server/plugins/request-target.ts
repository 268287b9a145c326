// Only plain origin-form targets on our own host reach the router: odd paths cannot step around a route's guard.
import type { FastifyInstance } from 'fastify';
import type { IncomingMessage } from 'node:http';
import { ApiError } from './envelope';

/** Why a request's target was refused, kept on the raw request between the rewrite and the first hook. */
const refused = new WeakMap<IncomingMessage, string>();

/** Hosts the server answers for: loopback, the bound address and any listed in ALLOWED_HOSTS. */
export function allowedHosts(bindHost: string, extra = process.env.ALLOWED_HOSTS ?? ''): Set<string> {
  const hosts = ['127.0.0.1', 'localhost', '[::1]', '::1', bindHost, ...extra.split(',')];
  return new Set(hosts.map((host) => host.trim().toLowerCase()).filter(Boolean));
}

/** The host name of a Host header or an authority ('127.0.0.1:8080' -> '127.0.0.1', '[::1]:80' -> '[::1]'). */
const hostName = (authority: string): string => authority.toLowerCase().replace(/:\d*$/, '');

/** Path shapes no route of ours has: empty or doubled segments, dot segments, encoded separators, controls. */
const ODD_PATH = [/\/\//, /(^|\/)\.{1,2}(\/|$)/, /%2e/i, /%2f|%5c|\\/i, /%00/];

/** A control character (Node's parser refuses most raw ones; this keeps the rule whole). */
const hasControl = (text: string) => [...text].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f);

/**
 * The origin-form target Fastify should route, or a reason to refuse. An absolute-form target
 * ('http://host/api/x', which HTTP/1.1 allows) naming one of our hosts is routed as its path.
 */
export function checkTarget(
  target: string,
  host: string | undefined,
  hosts: Set<string>,
): { path: string } | { refuse: string } {
  let path = target;
  if (!target.startsWith('/')) {
    const absolute = /^https?:\/\/([^/?#]+)(\/[^#]*)?$/i.exec(target);
    if (!absolute || !hosts.has(hostName(absolute[1]))) return { refuse: 'The request target is not accepted here.' };
    path = absolute[2] ?? '/';
  }
  if (!host || !hosts.has(hostName(host))) return { refuse: 'This host is not served here.' };
  const pathOnly = path.split('?')[0];
  if (hasControl(pathOnly) || ODD_PATH.some((pattern) => pattern.test(pathOnly)))
    return { refuse: 'The request path is not accepted here.' };
  return { path };
}

/** Fastify's rewriteUrl: normalises an absolute-form target, and marks an odd one for the refusing hook. */
export const rewriteTarget =
  (hosts: Set<string>) =>
  (request: IncomingMessage): string => {
    const target = request.url ?? '/';
    const result = checkTarget(target, request.headers.host, hosts);
    if ('path' in result) return result.path;
    refused.set(request, result.refuse);
    return '/';
  };

/** Refuses a marked request with 400 in the envelope before any other hook or handler runs. */
export function registerRequestTarget(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    const reason = refused.get(request.raw);
    if (reason === undefined) return;
    reply.header('connection', 'close');
    throw new ApiError(400, reason);
  });
}
