// `npm run db:reset`: deletes the embedded demo database so the next start creates and seeds it afresh.
import { existsSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';

const dir = resolve(process.env.DATA_DIR || '.data/pglite');
if (existsSync(`${dir}.lock`)) {
  console.error(`The server is using ${dir} (lock file ${dir}.lock). Stop it first.`);
  process.exit(1);
}
rmSync(dir, { recursive: true, force: true });
console.log(`Removed ${dir}; the next npm start seeds fresh demo data.`);
