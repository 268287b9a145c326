// The bench's statistics: medians, and the interval that says whether one run's ratio can be trusted.
import { describe, expect, it } from 'vitest';
import { median, pairedRatio, ratioInterval } from './stats.mjs';

describe('ratioInterval', () => {
  it('brackets the ratio of the medians, and is the same every time', () => {
    const ours = [240, 241, 256, 259, 298];
    const hand = [329, 439, 342, 362, 343];
    const [lo, hi] = ratioInterval(ours, hand)!;
    const ratio = median(ours)! / median(hand)!;
    expect(lo).toBeLessThan(ratio);
    expect(hi).toBeGreaterThan(ratio);
    expect(ratioInterval(ours, hand)).toEqual([lo, hi]);
  });

  it('narrows as the loads agree with each other', () => {
    const steady = ratioInterval([250, 251, 252, 249, 250], [350, 351, 349, 352, 350])!;
    const noisy = ratioInterval([200, 251, 300, 249, 280], [300, 351, 420, 352, 330])!;
    expect(steady[1] - steady[0]).toBeLessThan(0.02);
    expect(noisy[1] - noisy[0]).toBeGreaterThan(0.1);
  });

  it('gives no interval from a single load', () => {
    expect(ratioInterval([250], [350, 351])).toBeNull();
  });
});

describe('pairedRatio', () => {
  it("takes the median of the pairs' ratios, and leaves out a slow spell that falls on both of a pair", () => {
    // rounds 3 and 4 ran on a busy machine: both pages slower by half
    const ours = [250, 260, 375, 390, 255];
    const hand = [360, 370, 540, 555, 365];
    const paired = pairedRatio(ours, hand)!;
    expect(paired.ratio).toBeCloseTo(255 / 365, 3);
    expect(paired.interval[1] - paired.interval[0]).toBeLessThan(0.02);
    const unpaired = ratioInterval(ours, hand)!;
    expect(unpaired[1] - unpaired[0]).toBeGreaterThan(0.1);
    expect(pairedRatio(ours, hand)).toEqual(paired);
  });

  it('gives nothing from a single pair', () => {
    expect(pairedRatio([250], [350])).toBeNull();
  });
});
