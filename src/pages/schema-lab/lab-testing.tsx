// The Schema Lab page as its tests open it: Mantine, a fresh SWR cache and a router around it.
import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import SchemaLabPage from './SchemaLabPage';

/** Renders the page; the answer is a user to act with. */
export function renderLab() {
  render(
    <MantineProvider env="test">
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <MemoryRouter>
          <SchemaLabPage />
        </MemoryRouter>
      </SWRConfig>
    </MantineProvider>,
  );
  return userEvent.setup();
}
