// Raw HTTP/1.1 over node:net for the upload tests: they must choose Content-Length or chunking, and see when the server hangs up.
import net from 'node:net';
import type { FastifyInstance } from 'fastify';

/** One request as written on the wire. */
export interface RawRequest {
  path: string;
  headers: Record<string, string>;
  /** A whole body, sent with its Content-Length; or pieces, sent chunked unless declaredLength is given. */
  body: Buffer | Iterable<Buffer>;
  /** Content-Length to announce for pieces, whatever they add up to. */
  declaredLength?: number;
}

/** What came back, and how far the upload got. */
export interface RawAnswer {
  status: number;
  /** Response headers, names in lower case. */
  headers: Record<string, string>;
  /** The parsed JSON body, or null when there was none. */
  json: { responseCode: number; message: string; data: unknown } | null;
  /** Bytes the client's kernel accepted from us, head included, before we stopped. */
  written: number;
  /** Bytes the server read from this connection. */
  serverRead: number;
  /** The server closed the connection before the whole body was sent. */
  cutOff: boolean;
}

const chunk = (piece: Buffer) =>
  Buffer.concat([Buffer.from(`${piece.length.toString(16)}\r\n`), piece, Buffer.from('\r\n')]);

/** The wire form of a request: its head, then the body pieces. */
function* frames({ path, headers, body, declaredLength }: RawRequest): Generator<Buffer> {
  const whole = Buffer.isBuffer(body);
  const length = whole ? body.length : declaredLength;
  const framing = length === undefined ? { 'transfer-encoding': 'chunked' } : { 'content-length': String(length) };
  const lines = Object.entries({ host: '127.0.0.1', ...headers, ...framing }).map(
    ([name, value]) => `${name}: ${value}`,
  );
  yield Buffer.from(`POST ${path} HTTP/1.1\r\n${lines.join('\r\n')}\r\n\r\n`);
  if (whole) yield body;
  else if (length !== undefined) yield* body;
  else {
    for (const piece of body) yield chunk(piece);
    yield Buffer.from('0\r\n\r\n');
  }
}

/** A complete response in received, or null while more is due. */
function parse(received: Buffer): Omit<RawAnswer, 'written' | 'serverRead' | 'cutOff'> | null {
  const end = received.indexOf('\r\n\r\n');
  if (end < 0) return null;
  const [statusLine, ...lines] = received.subarray(0, end).toString('latin1').split('\r\n');
  const headers = Object.fromEntries(
    lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
  );
  const body = received.subarray(end + 4, end + 4 + Number(headers['content-length'] ?? 0));
  if (body.length < Number(headers['content-length'] ?? 0)) return null;
  return { status: Number(statusLine.split(' ')[1]), headers, json: body.length ? JSON.parse(body.toString()) : null };
}

/** Waits until the socket takes more (true), or closes or stalls for 5 s (false). */
const writable = (socket: net.Socket) =>
  new Promise<boolean>((resolve) => {
    const settle = (more: boolean) => () => {
      clearTimeout(timer);
      socket.off('drain', onDrain).off('close', onClose);
      resolve(more);
    };
    const [onDrain, onClose] = [settle(true), settle(false)];
    const timer = setTimeout(onClose, 5_000);
    socket.on('drain', onDrain).on('close', onClose);
  });

/** Sends one request on a new connection, as fast as the server takes it, and waits for the answer or the hang-up. */
async function exchange(port: number, request: RawRequest, serverRead: () => number): Promise<RawAnswer> {
  const socket = net.connect(port, '127.0.0.1');
  const received: Buffer[] = [];
  let written = 0;
  let closed = false;
  const answered = new Promise<void>((resolve) => {
    socket.on('data', (data) => {
      received.push(data);
      if (parse(Buffer.concat(received))) resolve();
    });
    socket.on('close', () => resolve());
  });
  socket.on('error', () => {}); // EPIPE or ECONNRESET once the server hangs up: what the limit tests look for.
  socket.on('close', () => (closed = true));
  for (const frame of frames(request)) {
    // Let pending reads run first, or a write failing on the server's hang-up would drop an answer not yet read.
    await new Promise((next) => setImmediate(next));
    if (closed) break;
    const accepted = socket.write(frame, (error) => (written += error ? 0 : frame.length));
    if (!accepted && !(await writable(socket))) break;
  }
  const cutOff = closed;
  await Promise.race([answered, new Promise((timeout) => setTimeout(timeout, 10_000))]);
  socket.destroy();
  const answer = parse(Buffer.concat(received));
  if (!answer) throw new Error(`no complete answer (${written} bytes written)`);
  await new Promise((settle) => setImmediate(settle));
  return { ...answer, written, serverRead: serverRead(), cutOff };
}

/** Starts app listening on a free loopback port; the function it gives sends raw requests to it. */
export async function listenRaw(app: FastifyInstance): Promise<(request: RawRequest) => Promise<RawAnswer>> {
  const sockets: net.Socket[] = [];
  app.server.on('connection', (socket: net.Socket) => sockets.push(socket));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as net.AddressInfo;
  return (request) => {
    const first = sockets.length;
    return exchange(port, request, () => sockets.slice(first).reduce((read, socket) => read + socket.bytesRead, 0));
  };
}
