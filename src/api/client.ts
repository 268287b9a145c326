// The one HTTP client: spec 1 section 7 headers on every call, the envelope unwrapped, session and version signals raised.
import ky, { type KyInstance, type Options } from 'ky';
import { currentConsole } from '../session/console';
import { readSession } from '../session/session';
import { message } from '../engine/core/message';
import { declarationsInForce, type InForce } from '../engine/core/in-force';

/** A call that did not answer responseCode 200: carries the server's message word for word. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly responseCode: number,
    readonly data: unknown = null,
  ) {
    super(message);
  }
}

/**
 * Signals the shell listens to: 'session-ended' (401/403), 'reload' (419 or forceReload), 'version' (new app version),
 * 'reauthenticate' (a change that needs a recent sign-in; its detail is the server's message).
 */
export const apiEvents = new EventTarget();

/** A refusal whose data asks for a recent sign-in (the password or the phone changed from an old session). */
const askForSignIn = (envelope: { responseCode: number; message: string; data: unknown }) => {
  const data = envelope.data as { reauthenticate?: unknown } | null;
  if (envelope.responseCode !== 200 && data?.reauthenticate === true)
    apiEvents.dispatchEvent(new CustomEvent('reauthenticate', { detail: envelope.message }));
};

const uuid = () => crypto.randomUUID();

/** Marks a request as sent without the session headers (sign-in, sign-up). */
export const SKIP_AUTH = 'x-skip-auth';

/** Spec 1 section 7 headers: a new trace id and the console always; the token and e-mail unless skip-auth. */
export function requestHeaders(skipAuth = false): Record<string, string> {
  const headers: Record<string, string> = { 'x-trace-id': uuid(), console: currentConsole() };
  if (skipAuth) return headers;
  const token = readSession('token');
  if (token) headers.authorization = `Bearer ${token}`;
  const email = readSession('email');
  if (email) headers.emailId = email;
  return headers;
}

/**
 * Raises the shell's signals an answer carries: its app version, the declarations in force (a publish from the
 * Schema Lab reaches the next screen opened), the client's status as it stands now (so an admin's approval shows at
 * once), an ended session (401/403), a reload (419).
 */
export function raiseSignals(status: number, headers: { get(name: string): string | null }): void {
  const version = headers.get('app-version');
  if (version) apiEvents.dispatchEvent(new CustomEvent('version', { detail: version }));
  const inForce = headers.get('x-declarations-in-force');
  if (inForce !== null) declarationsInForce.heard(inForce, () => request<InForce>('GET', '/declarations-in-force'));
  const clientStatus = headers.get('client-status');
  if (clientStatus !== null) apiEvents.dispatchEvent(new CustomEvent('client-status', { detail: clientStatus }));
  if (status === 401 || status === 403) apiEvents.dispatchEvent(new Event('session-ended'));
  if (status === 419) apiEvents.dispatchEvent(new Event('reload'));
}

/**
 * The ky instance, made with the first call. Imported with the entry, not fetched on use: every page downloaded it
 * with its first files anyway, and a screen's first call, asked for as the app starts, must not wait a task for it.
 */
let client: KyInstance | undefined;
const http = async (path: string, options: Options) => {
  client ??= ky.create({
    prefixUrl: '/api',
    throwHttpErrors: false,
    retry: 0,
    timeout: 30_000,
    hooks: {
      beforeRequest: [
        (request) => {
          const skipAuth = request.headers.has(SKIP_AUTH);
          request.headers.delete(SKIP_AUTH);
          for (const [name, value] of Object.entries(requestHeaders(skipAuth))) request.headers.set(name, value);
        },
      ],
      afterResponse: [(_request, _options, response) => raiseSignals(response.status, response.headers)],
    },
  });
  return client(path, options);
};

interface Envelope<T> {
  responseCode: number;
  message: string;
  data: T;
  forceReload?: boolean;
}

/** Sends one call and returns `data`; throws ApiError with the server's message, or 'Something went wrong' when the network fails. */
export async function request<T>(method: string, path: string, body?: unknown, options: Options = {}): Promise<T> {
  let envelope: Envelope<T>;
  try {
    const response = await http(path.replace(/^\//, ''), { method, json: body, ...options });
    envelope = (await response.json()) as Envelope<T>;
  } catch {
    throw new ApiError(message('common.somethingWentWrong'), 0);
  }
  if (envelope.forceReload) apiEvents.dispatchEvent(new Event('reload'));
  askForSignIn(envelope);
  if (envelope.responseCode !== 200) throw new ApiError(envelope.message, envelope.responseCode, envelope.data);
  return envelope.data;
}

/** The last message a successful call returned, for snackbars: request() keeps only data. */
export async function requestWithMessage<T>(
  method: string,
  path: string,
  body?: unknown,
): Promise<{ data: T; message: string }> {
  const response = await http(path.replace(/^\//, ''), { method, json: body }).catch(() => {
    throw new ApiError(message('common.somethingWentWrong'), 0);
  });
  const envelope = (await response.json()) as Envelope<T>;
  askForSignIn(envelope);
  if (envelope.responseCode !== 200) throw new ApiError(envelope.message, envelope.responseCode, envelope.data);
  return { data: envelope.data, message: envelope.message };
}
