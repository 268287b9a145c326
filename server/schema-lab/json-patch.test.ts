// The diff history shows: a JSON Patch that turns the version before into the new one, and nothing for no change.
import { describe, expect, it } from 'vitest';
import { diffOf } from './json-patch';

/** Applies a patch the way RFC 6902 does, for the round trip. */
function apply(document: unknown, patch: ReturnType<typeof diffOf>): unknown {
  let root = structuredClone(document);
  for (const operation of patch) {
    const keys = operation.path
      .split('/')
      .slice(1)
      .map((key) => key.replace(/~1/g, '/').replace(/~0/g, '~'));
    if (!keys.length) {
      root = 'value' in operation ? operation.value : undefined;
      continue;
    }
    const last = keys.pop()!;
    type Node = Record<string, unknown>;
    const parent = keys.reduce<Node>((node, key) => node[key] as Node, root as Node);
    if (operation.op !== 'remove') parent[last] = operation.value;
    else if (Array.isArray(parent)) parent.splice(Number(last), 1);
    else delete parent[last];
  }
  return root;
}

describe('diffOf', () => {
  it('is empty when nothing changed', () => {
    expect(diffOf({ a: [1, { b: 2 }] }, { a: [1, { b: 2 }] })).toEqual([]);
  });

  it('names each change by its pointer: added, removed and replaced keys, escaped', () => {
    const before = { title: 'A', ui: { 'a/b': { 'ui:widget': 'text' } }, gone: 1 };
    const after = { title: 'B', ui: { 'a/b': { 'ui:widget': 'textarea' } }, added: { x: 1 } };
    expect(diffOf(before, after)).toEqual([
      { op: 'remove', path: '/gone' },
      { op: 'replace', path: '/title', value: 'B' },
      { op: 'replace', path: '/ui/a~1b/ui:widget', value: 'textarea' },
      { op: 'add', path: '/added', value: { x: 1 } },
    ]);
  });

  it('adds items at the end of a longer array and removes them from the end of a shorter one', () => {
    expect(diffOf({ r: ['a', 'b'] }, { r: ['a', 'c', 'd'] })).toEqual([
      { op: 'replace', path: '/r/1', value: 'c' },
      { op: 'add', path: '/r/2', value: 'd' },
    ]);
    expect(diffOf({ r: ['a', 'b', 'c'] }, { r: ['a'] })).toEqual([
      { op: 'remove', path: '/r/2' },
      { op: 'remove', path: '/r/1' },
    ]);
  });

  it('turns the version before into the new one when applied', () => {
    const before = { a: [1, 2, { b: [3, 4] }], c: { d: 'e' }, f: null };
    const after = { a: [1, { z: 1 }], c: { d: 'g', h: [1] }, f: 0, i: 'j' };
    expect(apply(before, diffOf(before, after))).toEqual(after);
  });
});
