// Spec 1 section 5: new passwords are 8-20 characters with upper, lower, digit and a special character; the first reset
// screen reads the special set as ! @ # $, sign-up and the in-console form as ! @ # $ % ^ & *.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as change from 'virtual:form/auth.change-password';
import * as reset from 'virtual:form/auth.set-password';
import * as signUp from 'virtual:form/auth.sign-up-password';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { SchemaForm, type LoadedForm } from '../../engine/form/SchemaForm';
import { renderWithEngine } from '../../engine/test-engine';
import { rules } from '../../rules';
import { preloadWidgets, widgets } from '../../widgets';

const submitWith = async (form: LoadedForm, password: string, confirm = password) => {
  const onSubmit = vi.fn();
  renderWithEngine(<SchemaForm form={form} onSubmit={onSubmit} initialData={{ mobile: '9876543210' }} />, {
    widgets,
    rules,
  });
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/^(New )?Password/), password);
  await user.type(screen.getByLabelText(/^Confirm Password/), confirm);
  await user.click(screen.getByRole('button', { name: form.declaration.submitLabel }));
  return onSubmit;
};

describe('new password rules', () => {
  // The screen draws with the app's widgets at hand, as once the user has met them.
  beforeAll(preloadWidgets);

  const forms: Record<string, LoadedForm> = {
    'the first reset screen': reset,
    'the in-console change': change,
    'sign-up': signUp,
  };
  it.each([
    ['the first reset screen', 'Reset@2025', true],
    ['the first reset screen', 'Reset%2025', false],
    ['the in-console change', 'Change%2025', true],
    ['sign-up', 'Signup^2025', true],
    ['sign-up', 'Short@1A', true],
    ['sign-up', 'Short@1', false],
    ['sign-up', 'nouppercase@1', false],
    ['sign-up', 'NoDigits@here', false],
    ['sign-up', 'Toolong@1234567890123', false],
  ] as const)('%s, %s, accepted: %s', async (where, password, accepted) => {
    const onSubmit = await submitWith(forms[where], password);
    if (accepted) expect(onSubmit).toHaveBeenCalled();
    else {
      expect(await screen.findByText('Please enter a valid password')).toBeInTheDocument();
      expect(onSubmit).not.toHaveBeenCalled();
    }
  });

  it("asks for both fields with 'Required!' and for a matching confirmation", async () => {
    renderWithEngine(<SchemaForm form={reset} />, { widgets, rules });
    await userEvent.click(screen.getByRole('button', { name: 'Set Password' }));
    expect(await screen.findAllByText('Required!')).toHaveLength(2);
  });

  it("says 'Passwords do not match!'", async () => {
    await submitWith(change, 'Change%2025', 'Change%2026');
    expect(await screen.findByText('Passwords do not match!')).toBeInTheDocument();
  });
});
