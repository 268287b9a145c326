// Types of stats.mjs for the TypeScript that imports it (its test).
export declare const sorted: (xs: number[]) => number[];
export declare const median: (xs: number[]) => number | null;
export declare const p95: (xs: number[]) => number | null;
export declare const r1: (x: number | null) => number | null;
export declare const summary: (xs: number[]) => {
  median: number | null;
  p95: number | null;
  min: number | null;
  max: number | null;
  count: number;
};
export declare function ratioInterval(
  xs: number[],
  ys: number[],
  options?: { level?: number; rounds?: number; seed?: number },
): [number, number] | null;
export declare function pairedRatio(
  xs: number[],
  ys: number[],
  options?: { level?: number; rounds?: number; seed?: number },
): { ratio: number; interval: [number, number] } | null;
