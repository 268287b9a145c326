// Renders engine components for tests inside Mantine and an EngineProvider built from the given registries.
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { EngineProvider, type Engine } from './EngineContext';

/** Renders ui with an engine; anything not given is empty or fails loudly. */
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
    <MantineProvider env="test">
      <Notifications />
      <EngineProvider engine={full}>{ui}</EngineProvider>
    </MantineProvider>,
  );
}
