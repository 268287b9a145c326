// A local SMTP server for tests of the SMTP outbox: listens on a free loopback port and keeps each message as text.
import { SMTPServer } from 'smtp-server';

/** A started test SMTP server: its smtp:// address, the messages it received, and how to stop it. */
export interface TestSmtpServer {
  url: string;
  received: string[];
  close: () => Promise<void>;
}

/** Starts a local SMTP server (no auth, no TLS) on 127.0.0.1 and the given port, or a free one. */
export async function startTestSmtpServer(port = 0): Promise<TestSmtpServer> {
  const received: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, done) {
      let text = '';
      stream.on('data', (chunk: Buffer) => (text += chunk.toString()));
      stream.on('end', () => {
        received.push(text);
        done();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${(server.server.address() as { port: number }).port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
