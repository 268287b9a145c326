// A page route's record, asked for as the route begins, beside the page's code rather than once that code has run; the
// page's useRecord takes the answer up (src/engine/early-answers.ts). In the entry: it runs before React has come.
import type { ScreenRoute } from '../../../screens.config';
import { callAction } from '../../api/actions';
import type { PageDeclaration } from '../../engine/core/declarations';
import { startEarly } from '../../engine/early-answers';
import type { ActionCall } from '../../engine/EngineContext';
import { pagePayload } from '../../engine/page/page-payload';
import { currentConsole } from '../../session/console';
import { paramsAt } from '../../engine/core/screen-at';
import { scopeOf } from './route-scope';

/**
 * Starts the record of `page` for the path `pathname` of `screen` through `call` (the app's actions), with the path's
 * parameters: nothing on a route scoped in this console (its parameters are the navigation state's, which its screen
 * reads), nor when a required parameter is lacking (the page says so).
 */
export function startPageData(
  screen: ScreenRoute,
  page: PageDeclaration,
  pathname: string = location.pathname,
  call: ActionCall = callAction,
): void {
  const params = paramsAt(screen.path, pathname);
  if (!page.source || !params || scopeOf(screen.scope, currentConsole(), {})) return;
  const { payload, missing } = pagePayload(page, params);
  if (missing.length === 0) startEarly(call, page.source, payload);
}
