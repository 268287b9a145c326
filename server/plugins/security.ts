// Security headers for both consoles: a Content-Security-Policy with no eval and no inline script, powerful features off.
// The headers only a document acts on are not sent with hashed assets (scripts, styles, fonts, images).
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** The policy, kept as data so tests can assert it. */
export const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  // Mantine writes its CSS variables into <style> elements at run time.
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  frameSrc: ["'self'", 'blob:', 'data:'],
  objectSrc: ["'none'"],
  baseUri: ["'none'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

/**
 * Browser features no screen uses, denied to the page and every frame. Only names Chromium recognises:
 * an unknown one is reported as a console error (interest-cohort is Chromium's alias of browsing-topics).
 */
export const PERMISSIONS_POLICY = [
  'accelerometer',
  'ambient-light-sensor',
  'bluetooth',
  'browsing-topics',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'interest-cohort',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'serial',
  'usb',
  'xr-spatial-tracking',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

/** Strict-Transport-Security for a request that arrived over TLS; over plain HTTP browsers ignore it, so it is not sent. */
export const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Helmet's options for a route whose answer is never a document: off, what only a document acts on (its policy, its
 * features, its framing, its browsing context group and agent cluster, and the old IE and Flash switches). Kept:
 * nosniff (a script or style must be one) and Cross-Origin-Resource-Policy (who may embed the file) and the
 * Referrer-Policy (a stylesheet's own fetches follow it).
 */
export const SUBRESOURCE_HELMET: FastifyHelmetOptions = {
  contentSecurityPolicy: false,
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  frameguard: false,
  dnsPrefetchControl: false,
  ieNoOpen: false,
  permittedCrossDomainPolicies: false,
  xssFilter: false,
};

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route answers files that are never shown as a document: document-only headers are left out. */
    subresource?: boolean;
    /** Helmet's options for this route in place of the app's (read by @fastify/helmet's onRequest hook). */
    helmet?: FastifyHelmetOptions;
  }
}

/** The route config of a file that is never a document: marked, with helmet's options for it. */
export const subresourceConfig = () => ({ subresource: true, helmet: SUBRESOURCE_HELMET });

/**
 * Registers helmet with our policy. X-Frame-Options is DENY, agreeing with frame-ancestors 'none' for
 * browsers that know only the older header; HSTS is sent only on HTTPS requests.
 */
export async function registerSecurity(app: FastifyInstance) {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES },
    crossOriginEmbedderPolicy: false,
    frameguard: { action: 'deny' },
    hsts: false,
  });
  app.addHook('onSend', async (request, reply) => {
    if (!request.routeOptions.config.subresource) reply.header('permissions-policy', PERMISSIONS_POLICY);
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
  });
}
