// Work that may wait for the browser to be idle after drawing (what the user may open next), shared by the engine and
// the app.

/** Runs `run` in an idle callback where the browser has them, else after a short timer; returns the cancel. */
export function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(run, 200);
  return () => window.clearTimeout(timer);
}
