// The content pages are the Markdown files of schemas/content, never the folder's README.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentIds } from './content-ids';

describe('contentIds', () => {
  it("lists each Markdown file's id but the README's, and nothing without the folder", () => {
    const schemas = mkdtempSync(join(tmpdir(), 'schemas-'));
    expect(contentIds(schemas)).toEqual([]);
    mkdirSync(join(schemas, 'content'));
    for (const file of ['README.md', 'terms.md', 'notes.txt']) writeFileSync(join(schemas, 'content', file), '# x');
    expect(contentIds(schemas)).toEqual(['terms']);
  });
  it("finds the project's legal pages", () => {
    expect(contentIds(join(process.cwd(), 'schemas')).sort()).toEqual(['privacy-policy', 'terms-and-conditions']);
  });
});
