// The server-driven stepper of partner onboarding in the states an admin meets: a client starting, one the partner
// refuses at KYC, one at its account settings, one done; the partner answers here, not over the network.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo } from 'react';
import * as table from 'virtual:table/partner-onboarding';
import { EngineProvider, type Engine } from '../engine/EngineContext';
import { ServerStepper } from '../engine/stepper/ServerStepper';
import { rules } from '../rules';
import { widgets } from '../widgets';

const stepper = table.declaration.rowActions!.find((action) => action.steps)!.steps!;

/** The stepper against a partner that has done the first `done` steps and refuses the step `refuse` with `message`. */
function PartnerStepper({ done, refuse, message }: { done: number; refuse?: string; message?: string }) {
  const engine = useMemo<Engine>(() => {
    const completed = new Set(stepper.steps.slice(0, done).map((step) => step.id));
    return {
      widgets,
      rules,
      context: { console: 'admin', role: 'Admin' },
      call: async (action) => {
        if (action === stepper.status)
          return {
            onboardingDetails: Object.fromEntries(
              stepper.steps.map((step) => [
                step.report.split('.')[1],
                { responseCode: completed.has(step.id) ? 200 : 404 },
              ]),
            ),
          };
        const step = stepper.steps.find((candidate) => candidate.run === action);
        if (step?.id === refuse) throw new Error(message);
        if (step) completed.add(step.id);
        return { message: 'Saved (story)' };
      },
    };
  }, [done, refuse, message]);
  return (
    <EngineProvider engine={engine}>
      <ServerStepper
        stepper={stepper}
        params={{ clientId: 'CL1201', partnerId: 'XFLOW', partnerName: 'XFlow' }}
        onDone={() => undefined}
      />
    </EngineProvider>
  );
}

const meta = {
  title: 'Engine/ServerStepper (Partner Onboarding - XFlow)',
  component: PartnerStepper,
} satisfies Meta<typeof PartnerStepper>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Not started: the first four steps run one after another, then Account settings waits for its form. */
export const Starting: Story = { args: { done: 0 } };
/** The partner refuses KYC: its message shows and the stepper stays there (Try again). */
export const RefusedAtKyc: Story = {
  args: {
    done: 1,
    refuse: 'kycInfo',
    message: "KYC rejected by XFlow: the director's PAN does not match the name on record",
  },
};
/** Every step done: Done closes. */
export const Completed: Story = { args: { done: 6 } };
