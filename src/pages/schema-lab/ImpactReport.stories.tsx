// The impact report in every state the lab meets: not asked, checking, nothing fails, records would fail, failed.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ImpactReport } from './ImpactReport';
import type { Impact } from './lab-api';

const meta = {
  title: 'Pages/Schema Lab/ImpactReport',
  component: ImpactReport,
  args: { onCheck: fn() },
} satisfies Meta<typeof ImpactReport>;

export default meta;
type Story = StoryObj<typeof meta>;

const USES: Impact['uses'] = {
  declarations: [{ kind: 'wizard', id: 'onboarding', pointer: '/steps/1/form' }],
  routes: [{ path: '/onboarding', title: 'Onboarding' }],
};

/** Not asked yet: the button and what it does. */
export const NotAsked: Story = { args: { state: { checking: false } } };

/** The server is validating the stored records. */
export const Checking: Story = { args: { state: { checking: true } } };

/** No stored record would fail; the screens and declarations using it. */
export const NoneFail: Story = {
  args: {
    state: {
      checking: false,
      impact: { binds: ['client.business'], checked: 40, failing: 0, clientIds: [], reasons: [], uses: USES },
    },
  },
};

/** Records would fail: how many, why in the server's words, a few client ids. */
export const RecordsWouldFail: Story = {
  args: {
    state: {
      checking: false,
      impact: {
        binds: ['client.business'],
        checked: 40,
        failing: 37,
        clientIds: ['0b6f0c53-7c2e-4a53-9a6e-0f1f2e3d4c5b', '5d1c2b3a-4e5f-4a6b-8c7d-9e0f1a2b3c4d'],
        reasons: [
          {
            field: 'exportLicence',
            keyword: 'required',
            count: 37,
            message: '37 clients lack the new required field exportLicence',
          },
        ],
        uses: USES,
      },
    },
  },
};

/** The server refused the proposal or could not be reached. */
export const Failed: Story = {
  args: {
    state: {
      checking: false,
      failure: 'The pattern at /schema/properties/city/pattern may take too long to match; simplify it',
    },
  },
};
