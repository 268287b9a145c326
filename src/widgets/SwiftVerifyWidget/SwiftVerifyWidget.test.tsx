// The Swift verify widget against the contract, then spec 2 sections 4.3 and 5.4: format check, Verify, and what un-verifies.
import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { runWidgetContract } from '../contract';
import { renderWidget } from '../test-utils';
import type { WidgetFormContext } from '../widget-props';
import { SwiftVerifyWidget } from './SwiftVerifyWidget';

runWidgetContract('swift-verify', SwiftVerifyWidget, {
  schema: { type: 'string' },
  value: 'HDFCINBB',
  props: { formContext: { formData: { accountNumber: '50100012345678' }, call: vi.fn(), setField: vi.fn() } },
  setValue: async (user, control) => user.type(control, 'X'),
});

/** Renders the widget for an account number, with a Verify answer and a spy for the verified flag. */
function render(value?: string, answer = async (): Promise<unknown> => ({ valid: true }), accountNumber = '501000') {
  const formContext = {
    formData: { accountNumber },
    call: vi.fn(answer),
    setField: vi.fn(),
  } satisfies WidgetFormContext;
  const view = renderWidget(SwiftVerifyWidget, { label: 'Swift / BIC code', value, formContext });
  const input = () => screen.getByLabelText(/^Swift \/ BIC code/) as HTMLInputElement;
  const verify = () => view.user.click(screen.getByRole('button', { name: 'Verify' }));
  return { ...view, formContext, input, verify };
}

describe('SwiftVerifyWidget', () => {
  it('upper-cases what is typed', async () => {
    const { user, input, props } = render();
    await user.type(input(), 'hdfcinbb');
    expect(props.onChange).toHaveBeenLastCalledWith('HDFCINBB');
  });

  it('says a wrongly shaped code is wrong once typing pauses for 300 ms', async () => {
    const { user, input } = render();
    await user.type(input(), 'HDF1');
    expect(screen.queryByText('Please enter a valid Swift / BIC code')).not.toBeInTheDocument();
    expect(await screen.findByText('Please enter a valid Swift / BIC code')).toBeVisible();
  });

  it('accepts eight- and eleven-character codes', async () => {
    for (const code of ['HDFCINBB', 'HDFCINBB001']) {
      const { unmount } = render(code);
      await act(() => new Promise((resolve) => setTimeout(resolve, 350)));
      expect(screen.queryByText('Please enter a valid Swift / BIC code')).not.toBeInTheDocument();
      unmount();
    }
  });

  it('asks for both the code and the account number before verifying', async () => {
    const { verify, formContext } = render('HDFCINBB', undefined, '');
    await verify();
    expect(screen.getByText('Please enter Swift / BIC code and account number')).toBeVisible();
    expect(formContext.call).not.toHaveBeenCalled();
  });

  it('verifies the code with the account number and records the tick', async () => {
    const { verify, formContext } = render('HDFCINBB');
    await verify();
    expect(formContext.call).toHaveBeenCalledWith('bank.validateSwift', {
      swiftBicCode: 'HDFCINBB',
      accountNumber: '501000',
    });
    expect(await screen.findByRole('img', { name: 'Swift / BIC verified' })).toBeVisible();
    expect(formContext.setField).toHaveBeenLastCalledWith('swiftVerified', true);
  });

  it('shows a cross and the message when the bank says no', async () => {
    const { verify, formContext } = render('HDFCINBB', async () => ({ valid: false }));
    await verify();
    expect(await screen.findByRole('img', { name: 'Swift / BIC not verified' })).toBeVisible();
    expect(screen.getByText('Please enter valid bank details')).toBeVisible();
    expect(formContext.setField).toHaveBeenLastCalledWith('swiftVerified', false);
  });

  it('shows a cross when the call fails', async () => {
    const { verify } = render('HDFCINBB', () => Promise.reject(new Error('timeout')));
    await verify();
    expect(await screen.findByRole('img', { name: 'Swift / BIC not verified' })).toBeVisible();
  });

  it('un-verifies when the code changes', async () => {
    const { user, input, verify, formContext } = render('HDFCINBB');
    await verify();
    await screen.findByRole('img', { name: 'Swift / BIC verified' });
    await user.type(input(), 'X');
    expect(formContext.setField).toHaveBeenLastCalledWith('swiftVerified', false);
    expect(screen.queryByRole('img', { name: /verified/ })).not.toBeInTheDocument();
  });

  it('un-verifies when the account number changes', async () => {
    const { verify, formContext, rerender } = render('HDFCINBB');
    await verify();
    await screen.findByRole('img', { name: 'Swift / BIC verified' });
    rerender({ formContext: { ...formContext, formData: { accountNumber: '999999' } } });
    expect(formContext.setField).toHaveBeenLastCalledWith('swiftVerified', false);
    expect(screen.queryByRole('img', { name: /verified/ })).not.toBeInTheDocument();
  });

  it('starts ticked when the form says the code was verified', () => {
    renderWidget(SwiftVerifyWidget, {
      label: 'Swift / BIC code',
      value: 'HDFCINBB',
      formContext: { formData: { accountNumber: '501000', swiftVerified: true } },
    });
    expect(screen.getByRole('img', { name: 'Swift / BIC verified' })).toBeVisible();
  });

  it('reads its field names and action from ui:options', async () => {
    const formContext = {
      formData: { eefcAccount: '777' },
      call: vi.fn(async () => ({ valid: true })),
      setField: vi.fn(),
    };
    const options = { accountField: 'eefcAccount', verifiedField: 'eefcVerified', action: 'bank.checkBic' };
    const { user } = renderWidget(SwiftVerifyWidget, { label: 'Swift', value: 'HDFCINBB', formContext, options });
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(formContext.call).toHaveBeenCalledWith('bank.checkBic', { swiftBicCode: 'HDFCINBB', accountNumber: '777' });
    expect(formContext.setField).toHaveBeenLastCalledWith('eefcVerified', true);
  });
});
