// An object field keeps its ui schema object while RJSF hands it copies with the same content.
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sameUi, useSteadyUi } from './steady-ui';

describe('useSteadyUi', () => {
  it('keeps the first object for a copy, ui:options compared a level down, and takes a changed one', () => {
    const shared = { 'ui:widget': 'select' };
    const first = { name: shared, 'ui:options': { label: false } };
    const { result, rerender } = renderHook(({ ui }) => useSteadyUi(ui), { initialProps: { ui: first } });
    rerender({ ui: { ...first, 'ui:options': { ...first['ui:options'] } } });
    expect(result.current).toBe(first);
    const changed = { ...first, name: { 'ui:widget': 'hidden' } };
    rerender({ ui: changed });
    expect(result.current).toBe(changed);
  });
});

describe('sameUi', () => {
  it.each([
    [{ a: 1 }, { a: 1 }, true],
    [{ a: 1 }, { a: 1, b: 2 }, false],
    [{ a: 1, b: 2 }, { a: 1 }, false],
    [{ a: undefined }, { b: undefined }, false],
    [{}, {}, true],
    [{ a: {} }, { a: {} }, false],
    [{ 'ui:options': { x: 1 } }, { 'ui:options': { x: 1 } }, true],
    [{ 'ui:options': { x: 1 } }, { 'ui:options': { x: 2 } }, false],
    [undefined, {}, false],
  ])('%j and %j: %s', (a, b, same) => {
    expect(sameUi(a as never, b as never)).toBe(same);
  });
});
