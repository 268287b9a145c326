// The diff between two versions of a declaration as a JSON Patch (RFC 6902): what history shows for each version.

import type { PatchOperation } from '../../src/engine/build/lab-wire';

export type { PatchOperation };

const escape = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The operations that turn `before` into `after`, applied in order: objects key by key, arrays index by index (items
 * past the shorter one added at the end or removed from the end), any other change a replace.
 */
export function diffOf(before: unknown, after: unknown, path = ''): PatchOperation[] {
  if (same(before, after)) return [];
  if (isObject(before) && isObject(after)) {
    const removed = Object.keys(before)
      .filter((key) => !(key in after))
      .map((key): PatchOperation => ({ op: 'remove', path: `${path}/${escape(key)}` }));
    const changed = Object.keys(after).flatMap((key) =>
      key in before
        ? diffOf(before[key], after[key], `${path}/${escape(key)}`)
        : [{ op: 'add' as const, path: `${path}/${escape(key)}`, value: after[key] }],
    );
    return [...removed, ...changed];
  }
  if (Array.isArray(before) && Array.isArray(after)) {
    const common = Math.min(before.length, after.length);
    const changed = after.slice(0, common).flatMap((item, index) => diffOf(before[index], item, `${path}/${index}`));
    const added = after
      .slice(common)
      .map((value, index): PatchOperation => ({ op: 'add', path: `${path}/${common + index}`, value }));
    const removed = before
      .slice(common)
      .map((_item, index): PatchOperation => ({ op: 'remove', path: `${path}/${before.length - 1 - index}` }));
    return [...changed, ...added, ...removed];
  }
  return [{ op: 'replace', path, value: after }];
}
