// The catalogue keys the TypeScript code names in `message('...')` calls, for schemas:check's used and unused keys.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { messageCalls } from './message-calls.ts';
import type { MessageRef } from './message-refs.ts';

/** Where the browser and server code lives below the project root. */
export const CODE_ROOTS = ['src', 'server', 'screens.config.ts'];

const SKIP = /(^|\/)(node_modules|dist|stories\.generated)(\/|$)|\.test\.tsx?$/;

const walk = (path: string): string[] =>
  statSync(path).isDirectory()
    ? readdirSync(path).flatMap((name) => walk(join(path, name)))
    : /\.tsx?$/.test(path)
      ? [path]
      : [];

/** Every `message(...)` call under CODE_ROOTS but tests, as `file:line` with its key ('' when it has no literal key). */
export function codeMessageUses(projectRoot: string): MessageRef[] {
  return CODE_ROOTS.flatMap((root) => walk(join(projectRoot, root)))
    .map((path) => relative(projectRoot, path))
    .filter((file) => !SKIP.test(file))
    .flatMap((file) =>
      messageCalls(readFileSync(join(projectRoot, file), 'utf8')).map(({ key, line }) => ({
        file: `${file}:${line}`,
        pointer: '',
        key: key ?? '',
      })),
    );
}
