// Which patterns the Schema Lab refuses before compiling them, and proof that every shipped declaration passes.
import { describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { loadDeclarations } from '../../src/engine/build/load';
import { assertSafePatterns, patternsIn } from './patterns';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const refusal = (declaration: unknown) => {
  try {
    assertSafePatterns(declaration);
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
};

describe('assertSafePatterns', () => {
  it.each(['^(a+)+$', '(x+x+)+y', '^([a-z]*)*$', '(.*a){30}'])('refuses %s', (pattern) => {
    expect(refusal({ schema: { pattern } })).toBe(
      'The pattern at /schema/pattern may take too long to match; simplify it',
    );
  });

  it.each(['^[A-Z]{5}[0-9]{4}[A-Z]$', '^[6-9][0-9]{9}$', '^P[0-9]{4}$', ''])('takes %j', (pattern) => {
    expect(refusal({ schema: { pattern } })).toBeUndefined();
  });

  it('leaves a pattern that does not compile to the check, which reports it', () => {
    expect(refusal({ schema: { pattern: '(a+' } })).toBeUndefined();
  });

  it('names patternProperties keys and escapes their pointers', () => {
    expect([...patternsIn({ patternProperties: { 'a/b~': {}, '^x$': { pattern: 'y' } } })]).toEqual([
      ['a/b~', '/patternProperties/a~1b~0'],
      ['^x$', '/patternProperties/^x$'],
      ['y', '/patternProperties/^x$/pattern'],
    ]);
  });

  it('passes every file under schemas/', () => {
    const { shared, forms, tables, wizards, flows } = loadDeclarations(ROOT);
    const files = [...shared, ...forms, ...tables, ...wizards, ...flows];
    expect(files.length).toBeGreaterThan(20);
    expect(files.map(({ file, json }) => [file, refusal(json)])).toEqual(files.map(({ file }) => [file, undefined]));
  });
});
