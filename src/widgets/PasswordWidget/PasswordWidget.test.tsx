// The password widget against the contract, then spec 1 section 5: 25 characters at most, copy and paste blocked, show/hide.
import { createEvent, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { runWidgetContract } from '../contract';
import { renderWidget } from '../test-utils';
import { PasswordWidget } from './PasswordWidget';

runWidgetContract('password', PasswordWidget, {
  schema: { type: 'string' },
  value: 'Demo@2025',
  setValue: async (user, control) => user.type(control, 'x'),
});

const input = () => screen.getByLabelText(/^Password/) as HTMLInputElement;

/** Fires a clipboard event of `kind` on the input and says whether the widget refused it. */
function refused(kind: 'paste' | 'copy' | 'cut') {
  const event = createEvent[kind](input());
  fireEvent(input(), event);
  return event.defaultPrevented;
}

describe('PasswordWidget', () => {
  it('takes at most 25 characters', async () => {
    const { user, props } = renderWidget(PasswordWidget, { label: 'Password' });
    await user.type(input(), 'a'.repeat(30));
    expect(props.onChange).toHaveBeenLastCalledWith('a'.repeat(25));
  });

  it('takes ui:options.maxLength characters instead', async () => {
    const { user, props } = renderWidget(PasswordWidget, { label: 'Password', options: { maxLength: 8 } });
    await user.type(input(), 'abcdefghij');
    expect(props.onChange).toHaveBeenLastCalledWith('abcdefgh');
  });

  it('refuses paste, copy and cut', () => {
    renderWidget(PasswordWidget, { label: 'Password', value: 'Demo@2025' });
    expect(refused('paste')).toBe(true);
    expect(refused('copy')).toBe(true);
    expect(refused('cut')).toBe(true);
  });

  it('allows the clipboard when ui:options.blockCopyPaste is false', () => {
    renderWidget(PasswordWidget, { label: 'Password', options: { blockCopyPaste: false } });
    expect(refused('paste')).toBe(false);
  });

  it('shows and hides the password with a named toggle', async () => {
    const { user } = renderWidget(PasswordWidget, { label: 'Password', value: 'Demo@2025' });
    expect(input()).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input()).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input()).toHaveAttribute('type', 'password');
  });
});
