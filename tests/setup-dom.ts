// Component-test setup: jest-dom matchers, the form theme fetched, a clean DOM and no snackbars after each test, and the
// browser APIs Mantine expects.
import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { preloadTheme } from '../src/engine/form/theme';
import { preloadChoices } from '../src/widgets/remote-select/RemoteSelectWidget';

// The form theme's select, checkbox, number input and array parts, and the remote select's Mantine choices, are
// fetched on first use in the app; a test draws any form at once, as it did when they came with the form (a select's
// closed stand-in is tested on its own in light-select.test.tsx).
beforeAll(() => Promise.all([preloadTheme(), preloadChoices()]));

afterEach(() => {
  cleanup();
  // Mantine keeps snackbars in a module store and queues those past its limit: start each test with none.
  notifications.clean();
  notifications.cleanQueue();
  sessionStorage.clear();
  localStorage.clear();
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
