// A route whose screen is a declared page: its parameters are the path's (`:clientId`) over the navigation state's.
import { useLocation, useParams } from 'react-router-dom';
import type { ScreenRoute } from '../../../screens.config';
import type { PageDeclaration } from '../../engine/core/declarations';
import { Page } from '../../engine/page/Page';
import { currentConsole } from '../../session/console';
import { AppEngine } from '../engine';
import { scopeMissing, scopeOf } from './route-scope';
import { ScopeMissing } from './scope-missing';

/** Props of PageRoute. */
export interface PageRouteProps {
  route: ScreenRoute;
  page: PageDeclaration;
}

/** The page inside the app's engine; a scoped route without its fields says what to choose, or goes to `otherwise`. */
export function PageRoute({ route, page }: PageRouteProps) {
  const state = (useLocation().state ?? {}) as Record<string, unknown>;
  const path = useParams();
  const scope = scopeOf(route.scope, currentConsole(), state);
  if (scopeMissing(scope)) return <ScopeMissing scope={route.scope!} />;
  return (
    <AppEngine>
      <Page page={page} params={{ ...state, ...path }} />
    </AppEngine>
  );
}
