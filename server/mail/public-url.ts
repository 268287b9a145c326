// The address links in messages point at (a reset link): the console's configured public base URL, never anything the
// request says (its Host header, its port or its scheme), which a caller could forge.
import type { FastifyInstance } from 'fastify';

/** PUBLIC_CLIENT_URL / PUBLIC_ADMIN_URL for this console; unset, the console's own http://HOST:port as it listens. */
export function publicUrl(app: FastifyInstance): string {
  const configured = app.config.publicUrls[app.console];
  if (configured) return configured;
  const listening = app.server.address();
  const port =
    listening && typeof listening === 'object'
      ? listening.port
      : app.console === 'client'
        ? app.config.clientPort
        : app.config.adminPort;
  const host = app.config.host.includes(':') ? `[${app.config.host}]` : app.config.host;
  return `http://${host}:${port}`;
}
