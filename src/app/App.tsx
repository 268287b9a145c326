// The root component: Mantine, notifications and the router for this console (date pickers bring their own locale).
import { MantineProvider } from '@mantine/core';
import { useMemo } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { screens } from '../../screens.config';
import { currentConsole } from './console';
import { buildRoutes } from './routes';
import { cssVariablesResolver, theme } from './theme';
import { Toasts } from './Toasts';

/** The whole app as one console sees it. */
export function App() {
  const router = useMemo(() => createBrowserRouter(buildRoutes(screens, currentConsole())), []);
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <Toasts />
      <RouterProvider router={router} />
    </MantineProvider>
  );
}
