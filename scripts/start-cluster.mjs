// `npm run start:cluster`: builds the browser app, then runs server/cluster.ts (one primary, CLUSTER_WORKERS API
// processes) on the PostgreSQL of DATABASE_URL; PGlite is one process's embedded database, so it refuses without one.
import { spawn, spawnSync } from 'node:child_process';

if (!process.env.DATABASE_URL) {
  console.error(
    'Cluster not started: several processes need PostgreSQL: set DATABASE_URL=postgres://user:pass@host/db (PGlite, the default, is one process)',
  );
  process.exit(1);
}

const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const server = spawn(process.execPath, ['--import', 'tsx', 'server/cluster.ts'], {
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
