// The root component: Mantine, notifications and the router for this console (date pickers bring their own locale).
import { MantineProvider } from '@mantine/core';
import type { RouteObject } from 'react-router-dom';
import { AppRouter, type AppHistory } from './router';
import { cssVariablesResolver, theme } from './theme';
import { Toasts } from './Toasts';

/** The whole app as one console sees it: `routes` built for this console (src/app/routes.tsx), over `history`. */
export function App({ routes, history }: { routes: RouteObject[]; history: AppHistory }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <Toasts />
      <AppRouter history={history} routes={routes} />
    </MantineProvider>
  );
}
