// Several API processes (server/cluster.ts) on one PostgreSQL: whatever one worker starts, the other continues.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encryptPassword } from './auth/password-crypto';
import { FREE_FAILURES } from './auth/throttle';
import { LIMITS } from './auth/rate-limit';
import type { Db } from './db/db';
import { openPostgres } from './db/postgres';
import { DEMO_PASSWORD } from './seed/seed';

const url = process.env.TEST_DATABASE_URL;
// `npm test` runs the server tests twice, the second time with DATABASE_URL = TEST_DATABASE_URL; the cluster makes
// its own private schema either way, so once is enough.
const skip = !url
  ? 'TEST_DATABASE_URL is not set (several processes need PostgreSQL)'
  : process.env.DATABASE_URL === url
    ? 'it ran in the first pass of the server tests (it always uses TEST_DATABASE_URL)'
    : null;
if (skip) console.log(`server/cluster.test.ts skipped: ${skip}`);

/** One answer, with the worker that gave it. */
interface Answer {
  status: number;
  by: string;
  headers: Record<string, string | string[] | undefined>;
  body: { responseCode: number; message: string; data: unknown };
}

/** The `data` of an answer, as the caller expects it. */
const dataOf = <T>(answer: Answer) => answer.body.data as T;
const tokenOf = (answer: Answer) => dataOf<{ token: string }>(answer).token;

/** One request on a new connection (`Connection: close`), so round-robin hands each to the next worker. */
function call(base: string, method: string, path: string, options: { headers?: object; body?: object } = {}) {
  const payload = options.body ? JSON.stringify(options.body) : undefined;
  return new Promise<Answer>((resolve, reject) => {
    const req = request(
      `${base}${path}`,
      {
        method,
        agent: false,
        headers: {
          connection: 'close',
          ...(payload ? { 'content-type': 'application/json' } : {}),
          ...options.headers,
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode!,
            by: String(res.headers['x-served-by']),
            headers: res.headers,
            body: JSON.parse(text),
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

const basic = (login: string, password: string) => ({
  authorization: `Basic ${Buffer.from(`${login}:${encryptPassword(password)}`).toString('base64')}`,
});
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * Runs a two-step scenario until its steps were answered by different workers (round-robin alternates, so the first
 * try normally does); each try must set up its own state. Returns the answers of the crossing try.
 */
async function acrossWorkers(scenario: (attempt: number) => Promise<[Answer, Answer]>): Promise<[Answer, Answer]> {
  for (let attempt = 0; attempt < 4; attempt++) {
    const [first, second] = await scenario(attempt);
    if (first.by !== second.by) return [first, second];
  }
  throw new Error('the two steps never reached different workers');
}

/** Repeats an idempotent request until it has been answered by every one of `workers`; returns every answer. */
async function onEveryWorker(send: () => Promise<Answer>, workers = 2): Promise<Answer[]> {
  const answers: Answer[] = [];
  while (new Set(answers.map((a) => a.by)).size < workers) {
    if (answers.length > 10) throw new Error(`only ${[...new Set(answers.map((a) => a.by))]} answered`);
    answers.push(await send());
  }
  return answers;
}

describe.skipIf(skip)('two API processes on one PostgreSQL', { timeout: 60_000 }, () => {
  const schema = `cluster_${randomBytes(6).toString('hex')}`;
  let primary: ChildProcess;
  let output = '';
  let exited: Promise<number | null>;
  let client = '';
  let admin = '';
  let db: Db;

  beforeAll(async () => {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      DATABASE_URL: url,
      DATABASE_SCHEMA: schema,
      CLUSTER_WORKERS: '2',
      CLIENT_PORT: '0',
      ADMIN_PORT: '0',
      LOG_LEVEL: 'warn',
      // The simulated bank takes this long, so a request is still in flight when the cluster is told to stop.
      PROVIDER_LATENCY_MS: '1500',
    };
    // The primary makes the identity provider's key and hands it to its workers.
    delete env.IDP_SECRET;
    // Its own process group, so that afterAll can end the primary and its workers together whatever happened.
    primary = spawn(process.execPath, ['--import', 'tsx', 'server/cluster.ts'], { detached: true, env });
    primary.stdout!.on('data', (chunk) => (output += chunk));
    primary.stderr!.on('data', (chunk) => (output += chunk));
    exited = new Promise((resolve) => primary.on('exit', (code) => resolve(code)));
    const end = Date.now() + 45_000;
    while (!output.includes('admin@demo.test')) {
      if (Date.now() > end || primary.exitCode !== null) throw new Error(`the cluster did not start:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    client = /Client console:\s+(http:\S+)/.exec(output)![1];
    admin = /Admin console:\s+(http:\S+)/.exec(output)![1];
    db = await openPostgres(url!, schema);
  }, 50_000);

  afterAll(async () => {
    if (primary?.exitCode === null) {
      process.kill(-primary.pid!, 'SIGTERM');
      const stopped = await Promise.race([exited, new Promise((resolve) => setTimeout(() => resolve('late'), 10_000))]);
      if (stopped === 'late') process.kill(-primary.pid!, 'SIGKILL');
    }
    if (db) {
      await db.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await db.close();
    }
  });

  const health = () => call(client, 'GET', '/api/health');
  const signIn = (login: string, password = DEMO_PASSWORD, base = client) =>
    call(base, 'POST', '/api/auth/sign-in', { headers: basic(login, password) });

  it('migrated once, then both workers answer on each console port, round-robin', async () => {
    expect(output.match(/Database migrated/g)).toHaveLength(1);
    expect(output).toContain('Processes: 2 workers (worker-1, worker-2)');
    const answers = await onEveryWorker(health);
    expect(answers.every((a) => a.status === 200 && dataOf<{ database: string }>(a).database === 'postgres')).toBe(
      true,
    );
    expect(new Set(answers.map((a) => a.by))).toEqual(new Set(['worker-1', 'worker-2']));
    const adminAnswers = await onEveryWorker(() => call(admin, 'GET', '/api/health'));
    expect(adminAnswers.every((a) => dataOf<{ console: string }>(a).console === 'admin')).toBe(true);
  });

  it('a session signed in on one worker is used on the other', async () => {
    const [signedIn, used] = await acrossWorkers(async () => {
      const answer = await signIn('exporter@demo.test');
      expect(answer.status).toBe(200);
      return [answer, await call(client, 'GET', '/api/masters/currencies', { headers: bearer(tokenOf(answer)) })];
    });
    expect(signedIn.body.message).toBe('Login successful');
    expect(used.status).toBe(200);
    expect(dataOf<unknown[]>(used).length).toBeGreaterThan(0);
  });

  it("the development identity provider's token from one worker signs in on the other (one IDP_SECRET)", async () => {
    const [issued, signedIn] = await acrossWorkers(async () => {
      const answer = await call(client, 'GET', '/api/dev/identity?email=exporter@demo.test');
      const token = dataOf<{ token: string }>(answer).token;
      return [
        answer,
        await call(client, 'POST', '/api/auth/token-sign-in', {
          body: { loginKey: 'google', loginValue: 'exporter@demo.test', token },
        }),
      ];
    });
    expect(issued.status).toBe(200);
    expect(signedIn.status).toBe(200);
  });

  it('a logout on one worker ends the session on the other', async () => {
    const token = tokenOf(await signIn('backoffice@demo.test'));
    const [loggedOut, refused] = await acrossWorkers(async () => [
      await call(client, 'POST', '/api/auth/logout', { headers: bearer(token) }),
      await call(client, 'GET', '/api/auth/privileges', { headers: bearer(token) }),
    ]);
    expect(loggedOut.status).toBe(200);
    expect(refused.status).toBe(401);
    // and on every worker
    const after = await onEveryWorker(() => call(client, 'GET', '/api/auth/privileges', { headers: bearer(token) }));
    expect(after.map((a) => a.status)).toEqual(after.map(() => 401));
  });

  it('an OTP requested through one worker is verified through the other', async () => {
    const users = ['service@demo.test', 'documents@demo.test', 'freelancer@demo.test', 'kyb@demo.test'];
    const [requested, verified] = await acrossWorkers(async (attempt) => {
      const email = users[attempt];
      const sent = await call(client, 'POST', '/api/auth/otp/generate', {
        body: { otpKey: 'sign_in', otpFor: 'email', email },
      });
      expect(sent.status).toBe(200);
      const outbox = await call(client, 'GET', '/api/dev/outbox?limit=20');
      const otp = dataOf<{ to: string; otp?: string }[]>(outbox).find((m) => m.to === email)!.otp!;
      // Reading the outbox took a turn of the round-robin; let the worker that sent the code take the last turn.
      for (let i = 0; i < 4 && (await health()).by !== sent.by; i++);
      return [
        sent,
        await call(client, 'POST', '/api/auth/otp/verify', { body: { loginKey: 'email', loginValue: email, otp } }),
      ];
    });
    expect(requested.body.message).toBe('OTP sent successfully');
    expect(verified.status).toBe(200);
    expect(tokenOf(verified)).toEqual(expect.any(String));
  });

  it('failed passwords are counted once across both workers, and the wait holds on both', async () => {
    const login = 'importer@demo.test';
    const failures: Answer[] = [];
    for (let i = 0; i < FREE_FAILURES + 2; i++) {
      // Wait out any wait at once, as a patient guesser would, so only the count matters.
      await db.query('UPDATE auth_throttle SET next_allowed_at = now()');
      failures.push(await signIn(login, 'Wrong@2025'));
    }
    expect(failures.map((a) => a.status)).toEqual(failures.map(() => 400));
    expect(new Set(failures.map((a) => a.by)).size).toBe(2);
    // Seven failures leave a 4-second wait: every worker refuses, even the right password, without checking it.
    const refused = await onEveryWorker(() => signIn(login));
    expect(refused.map((a) => a.status)).toEqual(refused.map(() => 429));
    expect(refused[0].body.message).toMatch(/^Too many failed attempts\. Please try again in \d seconds?\.$/);
    expect(Number(refused[0].headers['retry-after'])).toBeGreaterThan(0);
    // After the wait the owner signs in on either worker.
    await db.query('UPDATE auth_throttle SET next_allowed_at = now()');
    expect((await signIn(login)).status).toBe(200);
  });

  it('the per-address limit is counted once across both workers', async () => {
    await db.query('DELETE FROM auth_attempts');
    const answers: Answer[] = [];
    for (let i = 0; i < LIMITS.address.max; i++) {
      answers.push(
        await call(client, 'POST', '/api/auth/otp/verify', {
          body: { loginKey: 'email', loginValue: `nobody${i}@example.test`, otp: '0000' },
        }),
      );
    }
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 400));
    expect(new Set(answers.map((a) => a.by)).size).toBe(2);
    const over = await onEveryWorker(() => signIn('exporter@demo.test'));
    expect(over.map((a) => a.status)).toEqual(over.map(() => 429));
    expect(over[0].body.message).toBe(`Too many attempts. Please try again in ${LIMITS.address.minutes} minutes.`);
    await db.query('DELETE FROM auth_attempts');
  });

  it('stops cleanly on SIGTERM: a request in flight is answered, then every process exits', async () => {
    const token = tokenOf(await signIn('onboard@demo.test'));
    const inFlight = call(client, 'POST', '/api/onboarding/bank/validate', {
      headers: bearer(token),
      body: { accountNumber: '123456789012', ifscCode: 'HDFC0001234' },
    });
    // The simulated bank answers after 1.5 s; stop the cluster while the worker waits for it.
    await new Promise((resolve) => setTimeout(resolve, 500));
    primary.kill('SIGTERM');
    const answer = await inFlight;
    expect(answer.status).toBe(200);
    expect(dataOf<{ accountHolderName: string }>(answer).accountHolderName).toEqual(expect.any(String));
    expect(await exited).toBe(0);
    expect(output).toContain('Stopped cleanly.');
    await expect(health()).rejects.toThrow(/ECONNREFUSED/);
  });
});
