// The declared sign-in flow as a user meets it (spec 1 sections 4.1, 5 and 8): messages word for word, OTP boxes, countdown, modes.
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as code from 'virtual:form/auth.otp-code';
import * as identifier from 'virtual:form/auth.sign-in-identifier';
import * as password from 'virtual:form/auth.password-sign-in';
import { declaration as signIn } from 'virtual:flow/auth.sign-in';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/client';
import { Flow } from '../../engine/flow/Flow';
import { renderWithEngine } from '../../engine/test-engine';
import { rules } from '../../rules';
import { preloadWidgets, widgets } from '../../widgets';

const forms = { 'auth.sign-in-identifier': identifier, 'auth.otp-code': code, 'auth.password-sign-in': password };

const open = (call: (action: string, payload?: unknown) => Promise<unknown> = async () => ({}), fakeTimers = false) => {
  const onDone = vi.fn();
  const spy = vi.fn(call);
  renderWithEngine(<Flow flow={signIn} forms={forms} onDone={onDone} />, {
    widgets,
    rules,
    call: spy,
    context: { console: 'client' },
  });
  return { onDone, call: spy, user: userEvent.setup(fakeTimers ? { advanceTimers: vi.advanceTimersByTime } : {}) };
};
const identifierBox = () => screen.getByRole('textbox', { name: /Email or Mobile Number/ });

afterEach(() => vi.useRealTimers());

describe('sign-in flow', () => {
  // The screen draws with the app's widgets at hand, as once the user has met them.
  beforeAll(preloadWidgets);

  it("asks for the identifier with the spec's messages", async () => {
    const { user } = open();
    await user.click(screen.getByRole('button', { name: 'Get OTP' }));
    expect(await screen.findByText('Please enter Email or Mobile Number')).toBeInTheDocument();
    await user.type(identifierBox(), 'not-an-email');
    expect(await screen.findByText('Please enter a valid Email or Mobile Number')).toBeInTheDocument();
  });

  it('sends the code, shows four boxes and a one-minute countdown, and resends only at 00:00', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user, call } = open(undefined, true);
    await user.type(identifierBox(), '9876500001');
    await user.click(screen.getByRole('button', { name: 'Get OTP' }));
    expect(call).toHaveBeenCalledWith('auth.requestSignInOtp', expect.objectContaining({ identifier: '9876500001' }));
    expect(await screen.findAllByRole('textbox', { name: /OTP digit/ })).toHaveLength(4);
    expect(screen.getByRole('timer', { name: 'Time left to resend' })).toHaveTextContent('01:00');
    expect(screen.getByRole('button', { name: 'Resend OTP' })).toBeDisabled();
    await act(async () => {
      vi.advanceTimersByTime(61_000);
    });
    expect(screen.getByRole('timer', { name: 'Time left to resend' })).toHaveTextContent('00:00');
    expect(screen.getByRole('button', { name: 'Resend OTP' })).toBeEnabled();
  });

  it('returns to entry when the identifier is edited from the code screen', async () => {
    const { user } = open();
    await user.type(identifierBox(), 'ravi@demo.test');
    await user.click(screen.getByRole('button', { name: 'Get OTP' }));
    await screen.findAllByRole('textbox', { name: /OTP digit/ });
    expect(screen.getByText('ravi@demo.test')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(identifierBox()).toHaveValue('ravi@demo.test');
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
  });

  it("clears the code and shows 'OTP Verification failed' when verifying fails in transport", async () => {
    const { user } = open(async (action) => {
      if (action === 'auth.verifySignInOtp') throw new ApiError('OTP Verification failed', 0);
      return {};
    });
    await user.type(identifierBox(), 'ravi@demo.test');
    await user.click(screen.getByRole('button', { name: 'Get OTP' }));
    const boxes = await screen.findAllByRole('textbox', { name: /OTP digit/ });
    await user.type(boxes[0], '1234');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(await screen.findByText('OTP Verification failed')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('textbox', { name: /OTP digit/ })[0]).toHaveValue(''));
  });

  it('switches to password mode carrying the e-mail, and asks for the password', async () => {
    const { user, onDone } = open(async (action) =>
      action === 'auth.passwordSignIn' ? { token: 't', roles: [{ roleName: 'Client Exporter' }] } : {},
    );
    await user.type(identifierBox(), 'ravi@demo.test');
    await user.click(screen.getByRole('button', { name: 'Sign in with password' }));
    expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveValue('ravi@demo.test');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Required!')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Password/), 'Demo@2025');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() =>
      expect(onDone).toHaveBeenCalledWith(expect.anything(), { token: 't', roles: [{ roleName: 'Client Exporter' }] }),
    );
  });
});
