// Build-time compression: a brotli (.br) and a gzip (.gz) copy beside every compressible built asset, which the server
// sends in place of the file when the browser accepts them (@fastify/static `preCompressed`).
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Text files worth compressing; source maps are left alone (only developer tools fetch them). */
const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|txt|xml|wasm)$/;

/** Bytes before and after compression, per file and in total. */
export interface Compressed {
  files: number;
  raw: number;
  br: number;
  gzip: number;
}

/**
 * Writes `<file>.br` (quality 11) and `<file>.gz` (level 9) beside every compressible file of the folder (not its
 * subfolders). A copy that would not be smaller is not written: the server then sends the file itself.
 */
export async function precompressFolder(folder: string): Promise<Compressed> {
  const names = (await readdir(folder, { withFileTypes: true }))
    .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
    .map((entry) => entry.name);
  const total: Compressed = { files: names.length, raw: 0, br: 0, gzip: 0 };
  await Promise.all(
    names.map(async (name) => {
      const file = join(folder, name);
      const bytes = await readFile(file);
      const [br, gz] = await Promise.all([
        brotli(bytes, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
          },
        }),
        gzipped(bytes, { level: 9 }),
      ]);
      total.raw += bytes.length;
      total.br += Math.min(br.length, bytes.length);
      total.gzip += Math.min(gz.length, bytes.length);
      if (br.length < bytes.length) await writeFile(`${file}.br`, br);
      if (gz.length < bytes.length) await writeFile(`${file}.gz`, gz);
    }),
  );
  return total;
}

/** The Vite plugin: after a build has written its files, precompresses `<outDir>/<assetsDir>` (the hashed files). */
export function precompress(): Plugin {
  let assetsDir = 'assets';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      assetsDir = config.build.assetsDir;
    },
    async writeBundle(options) {
      if (options.dir) await precompressFolder(resolve(options.dir, assetsDir));
    },
  };
}
