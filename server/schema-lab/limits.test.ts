// The Schema Lab's size limits: depth and number of values, counted without recursion, met by every shipped file.
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadDeclarations } from '../../src/engine/build/load';
import { assertWithinLimits, MAX_DEPTH, MAX_NODES } from './limits';

const nested = (levels: number) => {
  let value: unknown = 'leaf';
  for (let level = 0; level < levels; level += 1) value = [value];
  return value;
};

describe('assertWithinLimits', () => {
  it('takes MAX_DEPTH levels and refuses one more', () => {
    expect(() => assertWithinLimits(nested(MAX_DEPTH), 'The sample data')).not.toThrow();
    expect(() => assertWithinLimits(nested(MAX_DEPTH + 1), 'The sample data')).toThrow(
      `The sample data is nested deeper than ${MAX_DEPTH} levels`,
    );
  });

  it('stops at the first level too deep, however deep the value goes', () => {
    expect(() => assertWithinLimits(nested(100_000), 'The declaration')).toThrow('nested deeper');
  });

  it('takes MAX_NODES values and refuses one more', () => {
    expect(() => assertWithinLimits(Array(MAX_NODES - 1).fill(0), 'The declaration')).not.toThrow();
    expect(() => assertWithinLimits(Array(MAX_NODES).fill(0), 'The declaration')).toThrow(
      `The declaration holds more than ${MAX_NODES} values; make it smaller`,
    );
  });

  it('passes every file under schemas/', () => {
    const { shared, forms, tables, wizards, flows } = loadDeclarations(
      fileURLToPath(new URL('../..', import.meta.url)),
    );
    for (const { json } of [...shared, ...forms, ...tables, ...wizards, ...flows])
      expect(() => assertWithinLimits(json, 'The declaration')).not.toThrow();
  });
});
