// Independent servers (each its own `server/main.ts`, as on several machines) started at once on one fresh PostgreSQL
// schema: one migrates and seeds, the others wait for it and find nothing to do, and all of them serve.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { openPostgres } from './db/postgres';
import { demoUsers } from './seed/seed';

const url = process.env.TEST_DATABASE_URL;
// Like cluster.test.ts: it makes its own schema on TEST_DATABASE_URL, so the first pass of the server tests is enough.
const skip = !url
  ? 'TEST_DATABASE_URL is not set (several servers need PostgreSQL)'
  : process.env.DATABASE_URL === url
    ? 'it ran in the first pass of the server tests (it always uses TEST_DATABASE_URL)'
    : null;
if (skip) console.log(`server/several-servers.test.ts skipped: ${skip}`);

interface Started {
  child: ChildProcess;
  output: () => string;
}

const SERVERS = 4;

describe.skipIf(skip)('four independent servers started together on a fresh schema', { timeout: 120_000 }, () => {
  const schema = `servers_${randomBytes(6).toString('hex')}`;
  const servers: Started[] = [];

  afterAll(async () => {
    await Promise.all(
      servers.map(
        ({ child }) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null) return resolve();
            child.on('exit', () => resolve());
            child.kill('SIGTERM');
          }),
      ),
    );
    const db = await openPostgres(url!);
    await db.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    await db.close();
  });

  it('all come up and answer, and the migrations and the seed are applied once', async () => {
    for (let i = 0; i < SERVERS; i++) {
      let output = '';
      const env: NodeJS.ProcessEnv = {
        ...process.env,
        DATABASE_URL: url,
        DATABASE_SCHEMA: schema,
        CLIENT_PORT: '0',
        ADMIN_PORT: '0',
        LOG_LEVEL: 'warn',
      };
      const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { env });
      child.stdout!.on('data', (chunk) => (output += chunk));
      child.stderr!.on('data', (chunk) => (output += chunk));
      servers.push({ child, output: () => output });
    }
    const end = Date.now() + 100_000;
    const ready = ({ output }: Started) => output().includes('admin@demo.test');
    while (!servers.every(ready)) {
      const stopped = servers.find(({ child }) => child.exitCode !== null);
      if (stopped) throw new Error(`a server stopped:\n${stopped.output()}`);
      if (Date.now() > end) throw new Error(`not every server started:\n${servers.map((s) => s.output()).join('\n')}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }

    const all = servers.map(({ output }) => output()).join('\n');
    expect(all.match(/Database migrated/g)).toHaveLength(1);
    expect(all.match(/Demo data seeded\./g)).toHaveLength(1);
    for (const { output } of servers) {
      for (const kind of ['Client', 'Admin']) {
        const base = new RegExp(`${kind} console:\\s+(http://\\S+)`).exec(output())![1];
        const health = await (await fetch(`${base}/api/health`)).json();
        expect(health.data.database).toBe('postgres');
        expect(health.data.console).toBe(kind.toLowerCase());
      }
    }

    const db = await openPostgres(url!, schema);
    try {
      const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM users WHERE email = ANY($1)', [
        demoUsers().map((user) => user.email),
      ]);
      expect(rows[0].n).toBe(demoUsers().length);
    } finally {
      await db.close();
    }
  });
});
