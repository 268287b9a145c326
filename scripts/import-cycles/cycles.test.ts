// The cycle finder on tiny graphs: a cycle of three, a self-import, two separate cycles, and none in a diamond.
import { describe, expect, it } from 'vitest';
import { findCycles } from './cycles';

const graph = (edges: Record<string, string[]>) => new Map(Object.entries(edges));

describe('findCycles', () => {
  it('finds none in a graph without a way back (a diamond)', () => {
    expect(findCycles(graph({ a: ['b', 'c'], b: ['d'], c: ['d'], d: [] }))).toEqual([]);
  });

  it('names the files of a cycle in import order, back to the first', () => {
    expect(findCycles(graph({ a: ['b'], b: ['c'], c: ['a', 'd'], d: [] }))).toEqual([['a', 'b', 'c', 'a']]);
  });

  it('finds a file that imports itself', () => {
    expect(findCycles(graph({ a: ['a'], b: ['a'] }))).toEqual([['a', 'a']]);
  });

  it('names each separate cycle once, with the shortest way back', () => {
    const cycles = findCycles(graph({ a: ['b'], b: ['a'], x: ['y'], y: ['x'], z: ['x'] }));
    expect(cycles).toEqual([
      ['a', 'b', 'a'],
      ['x', 'y', 'x'],
    ]);
  });

  it('names the cycle through each file of a group, so a file on a longer way round is not missed', () => {
    // b <-> a is the shortest way back for a and b; c is only on the way a -> b -> c -> a.
    const cycles = findCycles(graph({ a: ['b'], b: ['a', 'c'], c: ['a'] }));
    expect(cycles).toEqual([
      ['a', 'b', 'a'],
      ['a', 'b', 'c', 'a'],
    ]);
  });
});
