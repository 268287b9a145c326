// The OTP widget against the contract and spec 1 section 5: digits only, focus moves on and back, a paste fills the boxes.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { runWidgetContract } from '../contract';
import { renderWidget } from '../test-utils';
import { OtpWidget } from './OtpWidget';

runWidgetContract('otp', OtpWidget, {
  schema: { type: 'string', pattern: '^\\d{4}$' },
  value: '1234',
  setValue: async (user, control) => user.type(control, '5678'),
});

const box = (n: number) => screen.getByLabelText(`OTP digit ${n}`);

describe('OtpWidget', () => {
  it('has one box per digit, four unless ui:options.length says otherwise', () => {
    renderWidget(OtpWidget, { label: 'Code' });
    expect(screen.getAllByLabelText(/^OTP digit/)).toHaveLength(4);
    expect(box(1)).toHaveAttribute('autocomplete', 'one-time-code');
  });

  it('takes ui:options.length boxes', () => {
    renderWidget(OtpWidget, { label: 'Code', options: { length: 6 } });
    expect(screen.getAllByLabelText(/^OTP digit/)).toHaveLength(6);
  });

  it('reports the joined digits as the value', async () => {
    const { user, props } = renderWidget(OtpWidget, { label: 'Code' });
    await user.type(box(1), '4821');
    expect(props.onChange).toHaveBeenLastCalledWith('4821');
    expect([1, 2, 3, 4].map((n) => (box(n) as HTMLInputElement).value)).toEqual(['4', '8', '2', '1']);
  });

  it('moves focus to the next box after a digit', async () => {
    const { user } = renderWidget(OtpWidget, { label: 'Code' });
    await user.type(box(1), '7');
    expect(box(2)).toHaveFocus();
  });

  it('keeps a box empty when a non-digit is typed', async () => {
    const { user, props } = renderWidget(OtpWidget, { label: 'Code' });
    await user.type(box(1), 'a');
    expect(box(1)).toHaveValue('');
    expect(box(1)).toHaveFocus();
    expect(props.onChange).not.toHaveBeenCalledWith(expect.stringMatching(/a/));
  });

  it('moves back on Backspace in an empty box', async () => {
    const { user } = renderWidget(OtpWidget, { label: 'Code' });
    await user.type(box(1), '12');
    expect(box(3)).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(box(2)).toHaveFocus();
  });

  it('fills every box from a pasted code', async () => {
    const { user, props } = renderWidget(OtpWidget, { label: 'Code' });
    await user.click(box(1));
    await user.paste('9876');
    expect(props.onChange).toHaveBeenLastCalledWith('9876');
    expect([1, 2, 3, 4].map((n) => (box(n) as HTMLInputElement).value)).toEqual(['9', '8', '7', '6']);
  });

  it('keeps the other digits in place when a middle box is emptied', async () => {
    const { user, props } = renderWidget(OtpWidget, { label: 'Code', value: '1234' });
    await user.click(box(2));
    await user.keyboard('{Delete}');
    expect(props.onChange).toHaveBeenLastCalledWith('134');
    expect([1, 2, 3, 4].map((n) => (box(n) as HTMLInputElement).value)).toEqual(['1', '', '3', '4']);
  });

  it('shows a value set from outside, and empties when the form clears it', () => {
    const { rerender } = renderWidget(OtpWidget, { label: 'Code', value: '1234' });
    expect(box(4)).toHaveValue('4');
    rerender({ value: undefined });
    expect(box(1)).toHaveValue('');
  });
});
