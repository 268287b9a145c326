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
