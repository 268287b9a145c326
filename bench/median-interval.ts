// A distribution-free interval of a median from a sample's own order statistics, for benches whose samples are
// times with a long tail (a poll's period, a busy machine), where a mean and a standard deviation say little.

/** The interval and the coverage it actually has (at least the level asked for). */
export interface MedianInterval {
  low: number;
  high: number;
  coverage: number;
}

/** P(X <= k) for X ~ Binomial(n, 1/2), summed in log space so that large n does not underflow. */
function binomialHalfCdf(n: number, k: number): number {
  let logTerm = -n * Math.LN2;
  let total = 0;
  for (let i = 0; i <= k; i++) {
    if (i > 0) logTerm += Math.log((n - i + 1) / i);
    total += Math.exp(logTerm);
  }
  return total;
}

/**
 * The narrowest interval [x(k), x(n+1-k)] of the sorted sample that holds the population median with probability at
 * least `level` (any continuous distribution: X(k) <= median <= X(n+1-k) fails only when at most k-1 values fall on one
 * side). Null when the sample is too small for that level (fewer than 6 values at 95 %).
 */
export function medianInterval(values: number[], level = 0.95): MedianInterval | null {
  const sorted = [...values].sort((a, b) => a - b);
  const n = sorted.length;
  let best: MedianInterval | null = null;
  for (let k = 1; k <= Math.floor((n + 1) / 2); k++) {
    const coverage = 1 - 2 * binomialHalfCdf(n, k - 1);
    if (coverage < level) break;
    best = { low: sorted[k - 1]!, high: sorted[n - k]!, coverage };
  }
  return best;
}
