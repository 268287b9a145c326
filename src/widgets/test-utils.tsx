// Renders a widget for a test the way a form would: inside Mantine's providers, with full WidgetProps and spies to assert on.
import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import type { Widget, WidgetProps } from '@rjsf/utils';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { TEST_THEME } from '../engine/test-engine';
import { WidgetHarness } from './WidgetHarness';

/** Mantine in its test mode (no transitions, no portals), reduced motion respected, with the app's date settings. */
export function WidgetProviders({ children }: { children: ReactNode }) {
  return (
    <MantineProvider env="test" theme={TEST_THEME}>
      <DatesProvider settings={{ locale: 'en' }}>{children}</DatesProvider>
    </MantineProvider>
  );
}

/** Renders `widget` with `partial` over defaults; `onChange`, `onBlur` and `onFocus` are spies unless given. */
export function renderWidget(widget: Widget, partial: Partial<WidgetProps> = {}) {
  const props = { id: 'root_field', onChange: vi.fn(), onBlur: vi.fn(), onFocus: vi.fn(), ...partial };
  const user = userEvent.setup();
  const view = render(<WidgetHarness widget={widget} {...props} />, { wrapper: WidgetProviders });
  const rerender = (next: Partial<WidgetProps>) =>
    view.rerender(<WidgetHarness widget={widget} {...props} {...next} />);
  return { ...view, rerender, user, props };
}
