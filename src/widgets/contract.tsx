// The checks every widget passes whatever it renders: label, required marker, disabled, read-only, errors, focus and blur, names.
import type { RJSFSchema, Widget, WidgetProps } from '@rjsf/utils';
import { act, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWidget } from './test-utils';

/** How the contract drives one widget: its schema, a valid value and a gesture that would change the value. */
export interface WidgetContractCase {
  schema: RJSFSchema;
  value: unknown;
  setValue: (user: UserEvent, control: HTMLElement, container: HTMLElement) => Promise<void>;
  props?: Partial<WidgetProps>;
}

const LABEL = 'Field under test';
const CONTROLS = 'input:not([type=hidden]), button, textarea, select, [role=radio], [role=switch]';
const ROLES = ['textbox', 'button', 'checkbox', 'switch', 'radio', 'combobox', 'spinbutton'] as const;

/** The element the label names, preferring a real form control over a group around it. */
function labelledControl(): HTMLElement {
  const named = screen.getAllByLabelText(new RegExp(`^${LABEL}( \\*)?$`));
  return named.find((element) => element.matches('input, button, textarea, select')) ?? named[0];
}

/** The element that takes focus for `control`: itself, or the first focusable control inside it. */
function focusable(control: HTMLElement): HTMLElement {
  return control.matches(CONTROLS) ? control : (control.querySelector<HTMLElement>(CONTROLS) ?? control);
}

/** Runs the shared widget contract for `name`; call it first in every widget's test file. */
export function runWidgetContract(
  name: string,
  widget: Widget,
  { schema, value, setValue, props }: WidgetContractCase,
) {
  const show = (extra: Partial<WidgetProps> = {}) => renderWidget(widget, { schema, label: LABEL, ...props, ...extra });

  describe(`${name} widget contract`, () => {
    it('wires its label to the control', () => {
      show();
      expect(labelledControl()).toBeInTheDocument();
    });

    it('marks the label when required, and only then', () => {
      const { unmount } = show({ required: true });
      expect(screen.getByText(LABEL).textContent).toContain('*');
      unmount();
      show({ required: false });
      expect(screen.getByText(LABEL).textContent).not.toContain('*');
    });

    it('disables every control and ignores input when disabled', async () => {
      const { container, user, props: given } = show({ value, disabled: true });
      // Controls hidden from assistive technology are left out: Mantine hides a disabled pill's remove button by CSS only.
      const controls = Array.from(container.querySelectorAll<HTMLElement>(CONTROLS)).filter(
        (control) => control.getAttribute('aria-hidden') !== 'true',
      );
      expect(controls.length).toBeGreaterThan(0);
      controls.forEach((control) => expect(control).toBeDisabled());
      await setValue(user, labelledControl(), container);
      expect(given.onChange).not.toHaveBeenCalled();
    });

    it('shows its value but ignores input when read-only', async () => {
      const { container, user, props: given } = show({ value, readonly: true });
      await setValue(user, labelledControl(), container);
      expect(given.onChange).not.toHaveBeenCalled();
    });

    it('shows every raw error, and nothing when there is none', () => {
      const { unmount } = show({ rawErrors: ['First problem', 'Second problem'] });
      expect(screen.getByText(/First problem/)).toBeVisible();
      expect(screen.getByText(/Second problem/)).toBeVisible();
      unmount();
      show({ rawErrors: [] });
      expect(screen.queryByText(/problem/)).not.toBeInTheDocument();
    });

    it('reports focus and blur with its id and value', async () => {
      const { props: given } = show({ value });
      const target = focusable(labelledControl());
      act(() => target.focus());
      await waitFor(() => expect(given.onFocus).toHaveBeenCalledWith('root_field', value));
      act(() => target.blur());
      await waitFor(() => expect(given.onBlur).toHaveBeenCalledWith('root_field', value));
    });

    it('gives every control an accessible name', () => {
      const { container } = show({ value });
      for (const role of ROLES) {
        const all = within(container).queryAllByRole(role);
        expect(within(container).queryAllByRole(role, { name: /\S/ })).toHaveLength(all.length);
      }
    });
  });
}
