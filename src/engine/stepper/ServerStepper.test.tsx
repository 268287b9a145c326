// The server-driven stepper on the declared partner onboarding: steps the status reports done stay done, the first
// one not done runs by itself and the next follow, a form step waits for its form, a refusal stays with its message.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as table from 'virtual:table/partner-onboarding';
import { describe, expect, it, vi } from 'vitest';
import { renderWithEngine } from '../test-engine';
import { ServerStepper } from './ServerStepper';

const stepper = table.declaration.rowActions!.find((action) => action.steps)!.steps!;
const KEYS = stepper.steps.map((step) => step.report.split('.')[1]);
const PARAMS = { clientId: 'CL1', partnerId: 'XFLOW', partnerName: 'XFlow' };

/** A partner that has done the first `done` steps and refuses the action named `refuse`. */
function partner(done: number, refuse?: string) {
  const completed = new Set(stepper.steps.slice(0, done).map((step) => step.run));
  const calls: string[] = [];
  const call = vi.fn(async (action: string) => {
    calls.push(action);
    if (action === stepper.status)
      return {
        onboardingDetails: Object.fromEntries(
          stepper.steps.map((step, index) => [KEYS[index], { responseCode: completed.has(step.run) ? 200 : 404 }]),
        ),
      };
    if (action === refuse) throw new Error('KYC rejected by XFlow');
    completed.add(action);
    return { message: 'ok' };
  });
  return { call, calls };
}

const stateOf = (title: string) => screen.getByText(title).closest('button')?.textContent;

describe('ServerStepper', () => {
  it('runs the steps after those reported done, one after another, and waits at the form step', async () => {
    const { call, calls } = partner(2);
    renderWithEngine(<ServerStepper stepper={stepper} params={PARAMS} onDone={() => undefined} />, {
      call,
      rules: { accountSettings: () => ({}) },
    });
    expect(await screen.findByText('Partner Onboarding - XFlow')).toBeTruthy();
    await screen.findByRole('button', { name: 'Save' });
    expect(calls).toEqual(['partners.status', 'partners.sendPayoutBank', 'partners.createFeePlan']);
    for (const title of ['Basic details', 'KYC', 'Bank details', 'Fee plan'])
      expect(stateOf(title)).toContain('Completed');
    expect(stateOf('Account settings')).toContain('Pending');
    expect(call).toHaveBeenCalledWith('partners.sendPayoutBank', PARAMS);
  });

  it("shows the partner's message and stays on the refused step; Try again runs it anew", async () => {
    const { call, calls } = partner(1, 'partners.sendKyc');
    renderWithEngine(<ServerStepper stepper={stepper} params={PARAMS} onDone={() => undefined} />, { call });
    expect((await screen.findByRole('alert')).textContent).toBe('KYC rejected by XFlow');
    expect(stateOf('KYC')).toContain('Failed');
    expect(stateOf('Bank details')).toContain('Pending');
    expect(calls).toEqual(['partners.status', 'partners.sendKyc']);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(calls).toEqual(['partners.status', 'partners.sendKyc', 'partners.sendKyc']));
  });

  it('offers Done once every step is reported complete, running none', async () => {
    const { call, calls } = partner(6);
    const onDone = vi.fn();
    renderWithEngine(<ServerStepper stepper={stepper} params={PARAMS} onDone={onDone} />, { call });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Done' }));
    expect(onDone).toHaveBeenCalled();
    expect(calls).toEqual(['partners.status']);
  });
});
