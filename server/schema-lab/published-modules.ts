// A published declaration as the browser loads it (issue 34): the build's own module source (declaration-modules.ts),
// bundled by esbuild into one self-contained ES module (Ajv's runtime helpers included), named by its content's hash.
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

/** Where esbuild finds Ajv's runtime helpers (the project's node_modules), whatever the process's working folder. */
const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** A module ready to serve: its code, the first 12 hex of the sha-256 of that code, and the code compressed once. */
export interface BuiltModule {
  code: string;
  hash: string;
  /** The code in brotli and gzip, as the build's own chunks are sent: made once per version, never per request. */
  encoded: { br: Buffer; gzip: Buffer };
}

/** First 12 hex digits of a text's sha-256: a module's name part, and the stamp of a set in force. */
export const shortHash = (text: string): string => createHash('sha256').update(text).digest('hex').slice(0, 12);

/** The served URL of a kind's module: `/published/<kind>/<id>.<version>.<hash>.js`. */
export const moduleUrl = (kind: string, id: string, version: number, hash: string): string =>
  `/published/${kind}/${id}.${version}.${hash}.js`;

/** The encoding a module is sent in: brotli, else gzip, when the request accepts it (a `q=0` refuses one). */
export function encodingFor(accept: string | string[] | undefined): 'br' | 'gzip' | undefined {
  const offered = new Map(
    String(accept ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .map(([name, ...params]) => [
        name!.trim().toLowerCase(),
        !params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param)),
      ]),
  );
  return offered.get('br') ? 'br' : offered.get('gzip') ? 'gzip' : undefined;
}

/** Bundles module source whose imports are bare package names (Ajv's runtime) into one minified ES module. */
async function bundled(source: string): Promise<BuiltModule> {
  const result = await build({
    stdin: { contents: source, loader: 'js', resolveDir: ROOT, sourcefile: 'published.js' },
    bundle: true,
    format: 'esm',
    minify: true,
    write: false,
    platform: 'browser',
    target: 'es2022',
    logLevel: 'silent',
  });
  const code = result.outputFiles[0]!.text;
  const br = brotliCompressSync(code, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
  return { code, hash: shortHash(code), encoded: { br, gzip: gzipSync(code, { level: 9 }) } };
}

/**
 * Builds each module once: sources are kept by their own hash, so a refresh that finds the same version in force
 * reuses the bundle, and a new version bundles only its own module. Forgets sources no longer asked for.
 */
export function moduleBuilder() {
  let built = new Map<string, Promise<BuiltModule>>();
  return {
    /** The built modules of these sources, in order; what the previous call built and this one does not ask is let go. */
    async buildAll(sources: string[]): Promise<BuiltModule[]> {
      const next = new Map<string, Promise<BuiltModule>>();
      for (const source of sources) {
        const key = shortHash(source) + source.length;
        next.set(key, built.get(key) ?? next.get(key) ?? bundled(source));
      }
      built = next;
      return Promise.all(sources.map((source) => next.get(shortHash(source) + source.length)!));
    },
  };
}
