// Component-test setup: jest-dom matchers, the form theme fetched, a clean DOM, no snackbars and no SWR cache after each
// test, and the browser APIs Mantine expects.
import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { mutate } from 'swr';
import { afterEach, beforeAll } from 'vitest';
import { preloadTheme } from '../src/engine/form/theme';
import { preloadChoices } from '../src/widgets/remote-select/RemoteSelectWidget';

// The form theme's select, checkbox, number input and array parts, and the remote select's Mantine choices, are
// fetched on first use in the app; a test draws any form at once, as it did when they came with the form (a select's
// closed stand-in is tested on its own in light-select.test.tsx).
beforeAll(() => Promise.all([preloadTheme(), preloadChoices()]));

// The parts the app fetches on first use (tab bars, tables, dialogs) are first imported by whichever test draws them,
// and on a busy machine that import takes over Testing Library's one second: wait up to five for what is to appear.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  // Mantine keeps snackbars in a module store and queues those past its limit: start each test with none.
  notifications.clean();
  notifications.cleanQueue();
  sessionStorage.clear();
  localStorage.clear();
  // The files of a worker share SWR's module cache (vitest.config.ts): what one test loaded is not another's answer.
  void mutate(() => true, undefined, { revalidate: false });
});

if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver ??= NoopResizeObserver as unknown as typeof ResizeObserver;
