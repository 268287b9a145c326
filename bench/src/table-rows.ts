// The 10,000 rows both table pages show, generated the same way on every load, and what the benchmark types.

/** One merchant row of the table benchmark. */
export interface BenchRow extends Record<string, unknown> {
  id: string;
  name: string;
  city: string;
  country: string;
  status: 'active' | 'inactive';
}

/** Typed into the search box one key at a time (20 keys); every prefix matches at least one row. */
export const SEARCH_TEXT = 'shree ganesh exports';

/** Rows per page, by default the whole table. */
export const ROW_COUNT = 10_000;

const FIRST = ['Shree', 'Shri', 'Sri', 'Shiv', 'Shakti', 'Sai', 'Om', 'Jai', 'New', 'Global', 'Royal', 'Sun', 'Star'];
const SECOND = ['Ganesh', 'Ganga', 'Gayatri', 'Gopal', 'Govind', 'Krishna', 'Lakshmi', 'Balaji', 'Durga', 'Ambika'];
const SUFFIX = ['Exports', 'Export House', 'Exim', 'Enterprises', 'Trading Co', 'Impex', 'Overseas', 'Industries'];
const CITIES = ['Mumbai', 'Surat', 'Ludhiana', 'Tiruppur', 'Jaipur', 'Kanpur', 'Chennai', 'Kolkata', 'Pune', 'Rajkot'];
const COUNTRIES = ['India', 'United Arab Emirates', 'United States', 'United Kingdom', 'Singapore', 'Germany'];

/** Deterministic pseudo-random numbers (mulberry32), so every load and every page sees the same rows. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The benchmark's rows: names from small word lists (so searches match many rows), one in three inactive. */
export function makeRows(count = ROW_COUNT): BenchRow[] {
  const next = random(20261121);
  const pick = <T>(list: T[]) => list[Math.floor(next() * list.length)];
  return Array.from({ length: count }, (_, i) => ({
    id: `M${String(i + 1).padStart(5, '0')}`,
    name: `${pick(FIRST)} ${pick(SECOND)} ${pick(SUFFIX)}`,
    city: pick(CITIES),
    country: pick(COUNTRIES),
    status: i % 3 === 2 ? 'inactive' : 'active',
  }));
}
