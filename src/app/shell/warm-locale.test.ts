// The frame loads the locale data one formatter per idle callback, and stops when it is left.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { warmLocaleWhenIdle } from './warm-locale';

describe('warmLocaleWhenIdle', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('makes the collator, the currency and the month formatter in three idle callbacks, and stops when cancelled', () => {
    const waiting: (() => void)[] = [];
    const cancelled: number[] = [];
    let asked = 0;
    vi.stubGlobal('requestIdleCallback', (run: () => void) => (waiting.push(run), ++asked));
    vi.stubGlobal('cancelIdleCallback', (handle: number) => cancelled.push(handle));
    const made: string[] = [];
    const collator = vi.spyOn(Intl, 'Collator').mockImplementation(function () {
      made.push('collator');
      return {} as Intl.Collator;
    });
    const number = vi.spyOn(Intl, 'NumberFormat').mockImplementation(function (_locale, options) {
      made.push(`number ${options?.currency}`);
      return {} as Intl.NumberFormat;
    });
    try {
      const cancel = warmLocaleWhenIdle();
      expect(made).toEqual([]);
      waiting.shift()!();
      expect(made).toEqual(['collator']);
      waiting.shift()!();
      expect(made).toEqual(['collator', 'number INR']);
      expect(waiting).toHaveLength(1);
      cancel();
      expect(cancelled).toEqual([3]);
    } finally {
      collator.mockRestore();
      number.mockRestore();
    }
  });
});
