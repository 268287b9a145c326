// The app, imported by the entry (src/boot.ts) once it has started the page's own screen: the service-worker removal
// spec 1 section 4.4 asks for, then the app, drawn once that screen has come (src/app/first-screen.ts), as a
// transition: React yields while it draws, so the screen's first calls are sent rather than kept waiting behind it.
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { screens } from '../screens.config';
import { App } from './app/App';
import { openFirstScreen } from './app/first-screen';
import { browserHistory } from './app/router';
import { buildRoutes } from './app/routes';
import { removeServiceWorkers } from './app/service-worker';
import { currentConsole } from './session/console';

const routes = buildRoutes(screens, currentConsole());
const history = browserHistory();
void removeServiceWorkers();
void openFirstScreen(routes, history.location.pathname).then(() =>
  startTransition(() =>
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <App routes={routes} history={history} />
      </StrictMode>,
    ),
  ),
);
