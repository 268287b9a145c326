// A keystroke re-renders only its field; the form settles the value when typing pauses, the field is left or Enter is pressed.
import { THEME_WIDGETS } from './theme';
import type { WidgetProps } from '@rjsf/utils';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as contact from 'virtual:form/examples.contact';
import { describe, expect, it, vi } from 'vitest';
import { renderWithEngine } from '../test-engine';
import { SETTLE_AFTER_MS } from './store';
import { SchemaForm } from './SchemaForm';

const ThemeSelect = THEME_WIDGETS.SelectWidget!;

const setup = () => {
  const onChange = vi.fn();
  /** The rule the contact form names, answering nothing: it counts how often the form settles. */
  const rule = vi.fn(() => ({}));
  const selectRenders = { count: 0 };
  /** The theme's select, counting its renders: it stands for every field the user is not typing in. */
  const SelectWidget = (props: WidgetProps) => {
    selectRenders.count += 1;
    return <ThemeSelect {...props} />;
  };
  renderWithEngine(<SchemaForm form={contact} onChange={onChange} />, {
    widgets: { SelectWidget } as never,
    rules: { gstForBusiness: rule } as never,
  });
  return {
    onChange,
    rule,
    selectRenders,
    user: userEvent.setup(),
    name: screen.getByRole('textbox', { name: /Full Name/ }),
  };
};

const lastData = (onChange: ReturnType<typeof vi.fn>) => onChange.mock.lastCall?.[0] as Record<string, unknown>;

describe('typing in a SchemaForm field', () => {
  it('re-renders the field typed in and not the form: no rule, no other field', async () => {
    const { rule, selectRenders, user, name } = setup();
    const [rulesBefore, rendersBefore] = [rule.mock.calls.length, selectRenders.count];
    await user.type(name, 'Ravi');
    expect(name).toHaveValue('Ravi');
    expect(rule).toHaveBeenCalledTimes(rulesBefore);
    expect(selectRenders.count).toBe(rendersBefore);
  });

  it('draws no other field again when the value settles', async () => {
    const { onChange, selectRenders, user, name } = setup();
    const before = selectRenders.count;
    await user.type(name, 'Ravi');
    await act(() => new Promise((resolve) => setTimeout(resolve, SETTLE_AFTER_MS + 50)));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(selectRenders.count).toBe(before);
  });

  it('lets the form hear the whole word once typing pauses', async () => {
    const { onChange, user, name } = setup();
    await user.type(name, 'Ravi');
    expect(onChange).not.toHaveBeenCalled();
    await act(() => new Promise((resolve) => setTimeout(resolve, SETTLE_AFTER_MS + 50)));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(lastData(onChange)).toMatchObject({ name: 'Ravi' });
  });

  it('settles at once when the field is left', async () => {
    const { onChange, user, name } = setup();
    await user.type(name, 'Ravi');
    await user.tab();
    expect(lastData(onChange)).toMatchObject({ name: 'Ravi' });
  });

  it('settles at once when Enter is pressed, so a submit carries the last keystroke', async () => {
    const { onChange, user, name } = setup();
    await user.type(name, 'Ravi{Enter}');
    await waitFor(() => expect(lastData(onChange)).toMatchObject({ name: 'Ravi' }), { timeout: SETTLE_AFTER_MS / 2 });
  });

  it('shows a value the form sets while nothing is typed, and keeps typing when the form re-renders', async () => {
    const { user, name } = setup();
    const city = screen.getByRole('textbox', { name: /City/ });
    await user.type(city, 'Pune 411');
    expect(city).toHaveValue('Pune ');
    await user.type(name, 'Ravi');
    await user.tab();
    expect(city).toHaveValue('Pune ');
    expect(name).toHaveValue('Ravi');
  });
});
