// The declared sign-up flow (spec 1 sections 2.5 and 4.3): each OTP step starts with four empty boxes, focus in the first.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as emailForm from 'virtual:form/auth.sign-up-email';
import * as mobileOtp from 'virtual:form/auth.sign-up-mobile-otp';
import * as emailOtp from 'virtual:form/auth.sign-up-otp';
import * as passwordForm from 'virtual:form/auth.sign-up-password';
import { declaration as signUp } from 'virtual:flow/auth.sign-up';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { Flow } from '../../engine/flow/Flow';
import { renderWithEngine } from '../../engine/test-engine';
import { rules } from '../../rules';
import { preloadWidgets, widgets } from '../../widgets';

const forms = {
  'auth.sign-up-email': emailForm,
  'auth.sign-up-otp': emailOtp,
  'auth.sign-up-password': passwordForm,
  'auth.sign-up-mobile-otp': mobileOtp,
};

const open = () => {
  const call = vi.fn(async (action: string) =>
    action === 'countries.active' ? [{ label: 'India', value: 'IN' }] : {},
  );
  renderWithEngine(<Flow flow={signUp} forms={forms} onDone={vi.fn()} />, {
    widgets,
    rules,
    call,
    context: { console: 'client' },
  });
  return { call, user: userEvent.setup() };
};
const digits = () => screen.getAllByRole('textbox', { name: /OTP digit/ });

/** Steps 1 to 3 with the e-mail code 1234, ending on the mobile OTP step. */
async function toMobileOtp(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByText('Goods Exporter'));
  await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'new@demo.test');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await screen.findByText('Verify email');
  await user.keyboard('1234');
  await user.click(screen.getByRole('button', { name: 'Verify' }));
  await user.type(await screen.findByLabelText(/^Password/), 'Export@2025');
  await user.type(screen.getByLabelText(/^Confirm Password/), 'Export@2025');
  await user.type(screen.getByRole('textbox', { name: /Mobile Number/ }), '9876512345');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await screen.findByText('Verify mobile');
}

describe('sign-up flow', () => {
  // The screen draws with the app's widgets at hand, as once the user has met them.
  beforeAll(preloadWidgets);

  it('starts the e-mail OTP with four empty boxes and focus in the first', async () => {
    const { user } = open();
    await user.click(screen.getByText('Goods Exporter'));
    await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'new@demo.test');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByText('Verify email');
    expect(digits().map((box) => (box as HTMLInputElement).value)).toEqual(['', '', '', '']);
    await waitFor(() => expect(digits()[0]).toHaveFocus());
  });

  it('starts the mobile OTP empty, not with the e-mail code, and sends the mobile code', async () => {
    const { user, call } = open();
    await toMobileOtp(user);
    expect(call).toHaveBeenCalledWith('auth.signUp', expect.objectContaining({ otp: '1234' }));
    expect(digits().map((box) => (box as HTMLInputElement).value)).toEqual(['', '', '', '']);
    await waitFor(() => expect(digits()[0]).toHaveFocus());
    await user.keyboard('5678');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith(
        'auth.saveMobile',
        expect.objectContaining({ otp: '5678', mobile: '9876512345', email: 'new@demo.test' }),
      ),
    );
  });

  it('shows a step gone back to with what it held, and a step moved on to empty again', async () => {
    const { user } = open();
    await toMobileOtp(user);
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(await screen.findByRole('textbox', { name: /Mobile Number/ })).toHaveValue('9876512345');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByText('Verify mobile');
    expect(digits().map((box) => (box as HTMLInputElement).value)).toEqual(['', '', '', '']);
  });
});
