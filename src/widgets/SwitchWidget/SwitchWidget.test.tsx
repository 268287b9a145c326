// The switch widget against the contract, then its own promise: a boolean toggled by a labelled switch.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { runWidgetContract } from '../contract';
import { renderWidget } from '../test-utils';
import { SwitchWidget } from './SwitchWidget';

runWidgetContract('switch', SwitchWidget, {
  schema: { type: 'boolean' },
  value: true,
  setValue: async (user, control) => user.click(control),
});

describe('SwitchWidget', () => {
  it('turns on and off', async () => {
    const { user, props } = renderWidget(SwitchWidget, { label: 'Payment alerts', schema: { type: 'boolean' } });
    const toggle = screen.getByRole('switch', { name: 'Payment alerts' });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    expect(props.onChange).toHaveBeenLastCalledWith(true);
    expect(toggle).toBeChecked();
    await user.click(toggle);
    expect(props.onChange).toHaveBeenLastCalledWith(false);
  });

  it('shows a stored true as on', () => {
    renderWidget(SwitchWidget, { label: 'Payment alerts', schema: { type: 'boolean' }, value: true });
    expect(screen.getByRole('switch', { name: 'Payment alerts' })).toBeChecked();
  });

  it('stays put when read-only', async () => {
    const { user } = renderWidget(SwitchWidget, { label: 'Payment alerts', value: true, readonly: true });
    await user.click(screen.getByRole('switch', { name: 'Payment alerts' }));
    expect(screen.getByRole('switch', { name: 'Payment alerts' })).toBeChecked();
  });
});
