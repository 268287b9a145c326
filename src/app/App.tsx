// The root component: Mantine, notifications and the router for this console (date pickers bring their own locale).
import { MantineProvider } from '@mantine/core';
import { useMemo } from 'react';
import { screens } from '../../screens.config';
import { currentConsole } from '../session/console';
import { AppRouter, browserHistory } from './router';
import { buildRoutes } from './routes';
import { cssVariablesResolver, theme } from './theme';
import { Toasts } from './Toasts';

/** The whole app as one console sees it. */
export function App() {
  const routes = useMemo(() => buildRoutes(screens, currentConsole()), []);
  const history = useMemo(() => browserHistory(), []);
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <Toasts />
      <AppRouter history={history} routes={routes} />
    </MantineProvider>
  );
}
