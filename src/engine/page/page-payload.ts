// What a page's record is asked for with, from the route's parameters: the page and a starter that asks for the record
// before the page has drawn (src/app/route-kinds/page-first-data.ts) must ask with the same payload.
import type { PageDeclaration } from '../core/declarations';

/** The page's declared parameters taken from `params` (optional ones when given), and the required ones lacking. */
export function pagePayload(page: PageDeclaration, params: Record<string, unknown>) {
  const payload = Object.fromEntries(
    [...(page.params ?? []), ...(page.optionalParams ?? []).filter((name) => params[name] !== undefined)].map(
      (name) => [name, params[name]],
    ),
  );
  const missing = (page.params ?? []).filter((name) => params[name] === undefined || params[name] === '');
  return { payload, missing };
}
