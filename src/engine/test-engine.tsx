// Renders engine components for tests inside Mantine and an EngineProvider built from the given registries.
import { createTheme, MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { EngineProvider, type Engine } from './EngineContext';

/**
 * Tests run as a user who prefers reduced motion (tests/setup-dom.ts answers that media query), and the theme
 * respects it as the app's does: no Mantine transition leaves a timer behind when a test ends.
 */
export const TEST_THEME = createTheme({ respectReducedMotion: true });

/** Renders ui with an engine and an empty SWR cache, as on a fresh page; anything not given is empty or fails loudly. */
export function renderWithEngine(ui: ReactNode, engine: Partial<Engine> = {}) {
  const full: Engine = {
    widgets: {},
    rules: {},
    call: async (action) => {
      throw new Error(`no action ${action} in this test`);
    },
    context: { console: 'admin', role: 'Admin' },
    ...engine,
  };
  return render(
    <MantineProvider env="test" theme={TEST_THEME}>
      <Notifications />
      <SWRConfig value={{ provider: () => new Map() }}>
        <EngineProvider engine={full}>{ui}</EngineProvider>
      </SWRConfig>
    </MantineProvider>,
  );
}
