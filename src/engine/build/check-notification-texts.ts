// schemas:check for the browser's notifications: every text they show comes from the catalogue (message('key')).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { literalTexts, type TextSink } from './literal-texts.ts';

/** Mantine's `notifications.show({ title, message })`: both are shown to the user. */
const NOTIFICATION: TextSink = {
  callee: (written) => /(^|\.)notifications\.show$/.test(written),
  properties: ['title', 'message'],
};

const SKIP = /(^|\/)(stories\.generated|stories)(\/|$)|\.(test|stories)\.tsx?$/;

const walk = (path: string): string[] =>
  statSync(path).isDirectory()
    ? readdirSync(path).flatMap((name) => walk(join(path, name)))
    : /\.tsx?$/.test(path)
      ? [path]
      : [];

/** Adds a problem for each literal text a notification under src/ shows (tests and stories aside). */
export function checkNotificationTexts(
  projectRoot: string,
  add: (file: string, pointer: string, message: string) => void,
) {
  for (const path of walk(join(projectRoot, 'src'))) {
    const file = relative(projectRoot, path);
    if (SKIP.test(file)) continue;
    for (const found of literalTexts(file, readFileSync(path, 'utf8'), NOTIFICATION))
      add(
        `${file}:${found.line}`,
        '',
        `a notification's ${found.property} is the literal "${found.text}": show a text of the catalogue (schemas/messages.en-GB.json) with message('key')`,
      );
  }
}
