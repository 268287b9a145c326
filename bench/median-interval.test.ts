// The order-statistic interval of a median: the ranks and coverages of the binomial table, whatever the input order.
import { describe, expect, it } from 'vitest';
import { medianInterval } from './median-interval';

const oneTo = (n: number) => Array.from({ length: n }, (_, index) => index + 1);

describe('the interval of a median', () => {
  it('takes the ranks of the binomial table: 6th and 15th of 20, 1st and 6th of 6, at 95 %', () => {
    expect(medianInterval(oneTo(20))).toEqual({ low: 6, high: 15, coverage: expect.closeTo(0.9586, 4) });
    expect(medianInterval(oneTo(6))).toEqual({ low: 1, high: 6, coverage: expect.closeTo(0.96875, 5) });
  });

  it('is none when the sample is too small for the level, and narrower for a lower level', () => {
    expect(medianInterval(oneTo(5))).toBeNull();
    expect(medianInterval([])).toBeNull();
    expect(medianInterval(oneTo(20), 0.85)).toEqual({ low: 7, high: 14, coverage: expect.closeTo(0.8847, 4) });
  });

  it('sorts the sample first and leaves it as it was', () => {
    const times = [900, 12, 430, 88, 610, 250, 33, 700, 150, 510];
    expect(medianInterval(times)).toMatchObject({ low: 33, high: 700 });
    expect(times[0]).toBe(900);
  });

  it('stays finite for large samples', () => {
    const interval = medianInterval(oneTo(2000))!;
    expect(interval.low).toBeLessThan(1000);
    expect(interval.high).toBeGreaterThan(1000);
    expect(interval.coverage).toBeGreaterThanOrEqual(0.95);
  });
});
