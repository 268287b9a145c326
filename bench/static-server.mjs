// One loopback static server for several built folders, so our pages and the anchor's are measured from one base URL.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';

const MIME = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};

/**
 * Serves each folder under its prefix (`{ ours: 'bench/dist' }` -> http://127.0.0.1:<port>/ours/...) with
 * `cache-control: no-store`, like the shared harness's own server. Resolves to { server, base }.
 */
export function serveFolders(folders) {
  const roots = Object.fromEntries(Object.entries(folders).map(([prefix, dir]) => [prefix, resolve(dir)]));
  const server = createServer((req, resp) => {
    const path = normalize(decodeURIComponent(new URL(req.url, 'http://x').pathname));
    const [, prefix, ...rest] = path.split('/');
    const root = roots[prefix];
    let file = root ? join(root, ...rest) : null;
    if (!file || !file.startsWith(root)) return void resp.writeHead(404).end('not found');
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
    if (!existsSync(file)) return void resp.writeHead(404).end('not found');
    resp.writeHead(200, {
      'content-type': MIME[extname(file)] ?? 'application/octet-stream',
      'cache-control': 'no-store',
    });
    createReadStream(file).pipe(resp);
  });
  return new Promise((res, rej) => {
    server.on('error', rej);
    server.listen(0, '127.0.0.1', () => res({ server, base: `http://127.0.0.1:${server.address().port}/` }));
  });
}
