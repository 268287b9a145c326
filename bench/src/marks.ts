// Page side of the benchmark contracts: query parameters and the performance marks the harnesses wait for.

/** An integer query parameter, or the fallback when it is absent. */
export function intParam(name: string, fallback: number): number {
  const raw = new URLSearchParams(window.location.search).get(name);
  const value = raw === null ? fallback : Number(raw);
  if (!Number.isInteger(value)) throw new Error(`bad ?${name}=${raw}`);
  return value;
}

/** A string query parameter, or the fallback when it is absent. */
export function stringParam(name: string, fallback: string): string {
  return new URLSearchParams(window.location.search).get(name) ?? fallback;
}

/** Marks the moment right before the first render call (the harness's `render` figure starts here). */
export function markRenderStart(): void {
  performance.mark('bench:render-start');
}

/**
 * Marks `name` once an element matching `selector` appears under root (a table cell: `tbody td`). Rows that arrive
 * later than the first commit (through SWR) are caught at the commit that inserts them: the observer's callback runs
 * in the microtask right after that commit.
 */
export function markWhenShown(root: HTMLElement, selector: string, name: string): void {
  const observer = new MutationObserver(() => {
    if (!root.querySelector(selector)) return;
    observer.disconnect();
    performance.mark(name);
  });
  observer.observe(root, { childList: true, subtree: true });
}

/** What a table page tells table-measure.mjs: how many rows a search for `query` shows on that page. */
export function exposeRowCount(count: (query: string) => number): void {
  (window as Window & { __benchCount?: (query: string) => number }).__benchCount = count;
}

/** The sort states a header click cycles through, as TanStack Table's toggle does for a text column. */
export type SortState = 'asc' | 'desc' | 'none';

/** What a table page tells table-measure.mjs about sorting: the id of the first row shown after sorting by name. */
export function exposeSortFirst(first: (state: SortState) => string): void {
  (window as Window & { __benchSortFirst?: (state: SortState) => string }).__benchSortFirst = first;
}
