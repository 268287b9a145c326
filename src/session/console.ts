// Which console this page is: decided by the origin's server (a meta tag in index.html), never by the user.
export type ConsoleKind = 'client' | 'admin';

/** Reads the console the server named for this origin; 'client' when the page was not served by our server. */
export function currentConsole(doc: Document = document): ConsoleKind {
  const named = doc.querySelector('meta[name="app-console"]')?.getAttribute('content');
  if (named === 'admin' || named === 'client') return named;
  return import.meta.env.VITE_CONSOLE === 'admin' ? 'admin' : 'client';
}
