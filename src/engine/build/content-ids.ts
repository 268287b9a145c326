// Which content pages an analyst has written: every Markdown file of schemas/content but the folder's README.
import { existsSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';

/** The content ids (`schemas/content/<id>.md`, legal pages) under a schemas folder, rendered by pages. */
export const contentIds = (schemasDir: string): string[] => {
  const folder = resolve(schemasDir, 'content');
  return existsSync(folder)
    ? readdirSync(folder)
        .filter((file) => file.endsWith('.md') && file !== 'README.md')
        .map((file) => file.slice(0, -3))
    : [];
};
