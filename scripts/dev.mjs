// `npm run dev`: the API server plus one Vite dev server per console (hot reload), all on 127.0.0.1.
import { spawn } from 'node:child_process';

const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'server/main.ts'], { stdio: 'inherit' }),
  spawn('npx', ['vite', '--port', process.env.CLIENT_DEV_PORT ?? '5173', '--strictPort'], {
    stdio: 'inherit',
    env: { ...process.env, VITE_CONSOLE: 'client' },
  }),
  spawn('npx', ['vite', '--port', process.env.ADMIN_DEV_PORT ?? '5174', '--strictPort'], {
    stdio: 'inherit',
    env: { ...process.env, VITE_CONSOLE: 'admin' },
  }),
];
const stop = (signal) => children.forEach((child) => child.kill(signal));
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
children.forEach((child) => child.on('exit', (code) => code && process.exit(code)));
