// Summary statistics the bench drivers share: median, nearest-rank p95, and a { median, p95, min, max, count } record.

export const sorted = (xs) => [...xs].sort((a, b) => a - b);

export const median = (xs) => {
  const s = sorted(xs);
  const m = s.length >> 1;
  return s.length === 0 ? null : s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

/** Nearest-rank 95th percentile. */
export const p95 = (xs) => (xs.length ? sorted(xs)[Math.min(xs.length - 1, Math.ceil(0.95 * xs.length) - 1)] : null);

/** Rounded to 0.1 (null stays null). */
export const r1 = (x) => (x == null ? null : Math.round(x * 10) / 10);

export const summary = (xs) => ({
  median: r1(median(xs)),
  p95: r1(p95(xs)),
  min: r1(xs.length ? Math.min(...xs) : null),
  max: r1(xs.length ? Math.max(...xs) : null),
  count: xs.length,
});

/** A seeded generator of numbers in [0, 1) (mulberry32), so an interval is the same every time it is computed. */
function seeded(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

/**
 * A percentile-bootstrap interval of median(xs) / median(ys): both samples resampled with replacement `rounds` times,
 * the ratio's `(1 - level) / 2` and `(1 + level) / 2` quantiles. How far one run's ratio can be trusted on a shared
 * machine, where a few slow loads move a median.
 */
export function ratioInterval(xs, ys, { level = 0.9, rounds = 4000, seed = 13 } = {}) {
  if (xs.length < 2 || ys.length < 2) return null;
  const resample = (values, random) => values.map(() => values[Math.floor(random() * values.length)]);
  return bootstrap((random) => median(resample(xs, random)) / median(resample(ys, random)), { level, rounds, seed });
}

/** The `(1 - level) / 2` and `(1 + level) / 2` quantiles of `rounds` draws of a resampled statistic, seeded. */
function bootstrap(draw, { level, rounds, seed }) {
  const random = seeded(seed);
  const values = sorted(Array.from({ length: rounds }, () => draw(random)));
  const at = (q) => values[Math.min(rounds - 1, Math.max(0, Math.round(q * (rounds - 1))))];
  return [at((1 - level) / 2), at((1 + level) / 2)];
}

/**
 * The same for paired loads: ours and hand measured one after the other in each round, so the ratio of each pair
 * (xs[i] / ys[i]) leaves out what a slow spell of the shared machine does to both. The median of those ratios, and
 * its percentile-bootstrap interval over the pairs.
 */
export function pairedRatio(xs, ys, { level = 0.9, rounds = 4000, seed = 13 } = {}) {
  const ratios = xs.map((x, i) => x / ys[i]);
  if (ratios.length < 2) return null;
  const interval = bootstrap((random) => median(ratios.map(() => ratios[Math.floor(random() * ratios.length)])), {
    level,
    rounds,
    seed,
  });
  return { ratio: median(ratios), interval };
}
