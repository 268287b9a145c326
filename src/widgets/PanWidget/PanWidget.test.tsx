// The PAN widget against the contract, then its own promises: upper case, ten characters, masked at rest, revealed on demand.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { runWidgetContract } from '../contract';
import { renderWidget } from '../test-utils';
import { PanWidget } from './PanWidget';

runWidgetContract('pan', PanWidget, {
  schema: { type: 'string', pattern: '^[A-Z]{5}[0-9]{4}[A-Z]$' },
  value: 'ABCDE1234F',
  setValue: async (user, control) => user.type(control, 'Z'),
});

const input = () => screen.getByLabelText('PAN') as HTMLInputElement;

describe('PanWidget', () => {
  it('upper-cases what is typed and stops at ten characters', async () => {
    const { user, props } = renderWidget(PanWidget, { label: 'PAN' });
    await user.type(input(), 'abcde1234fgh');
    expect(props.onChange).toHaveBeenLastCalledWith('ABCDE1234F');
    expect(input()).toHaveValue('ABCDE1234F');
  });

  it('masks all but the last four characters when not focused', () => {
    renderWidget(PanWidget, { label: 'PAN', value: 'ABCDE1234F' });
    expect(input()).toHaveValue('XXXXXX234F');
  });

  it('shows the real value while focused, and masks it again on blur', async () => {
    const { user } = renderWidget(PanWidget, { label: 'PAN', value: 'ABCDE1234F' });
    await user.click(input());
    expect(input()).toHaveValue('ABCDE1234F');
    await user.tab();
    expect(input()).toHaveValue('XXXXXX234F');
  });

  it('reveals and hides the value with the eye button', async () => {
    const { user } = renderWidget(PanWidget, { label: 'PAN', value: 'ABCDE1234F' });
    await user.click(screen.getByRole('button', { name: 'Show PAN' }));
    expect(input()).toHaveValue('ABCDE1234F');
    expect(screen.getByRole('button', { name: 'Hide PAN' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Hide PAN' }));
    expect(input()).toHaveValue('XXXXXX234F');
  });

  it('reports an emptied field as undefined', async () => {
    const { user, props } = renderWidget(PanWidget, { label: 'PAN', value: 'A' });
    await user.click(input());
    await user.keyboard('{Backspace}');
    expect(props.onChange).toHaveBeenLastCalledWith(undefined);
  });
});
