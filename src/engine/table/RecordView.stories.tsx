// A row's record view in its states: a reversal's detail with its timeline (amber, then green), a cancelled one, an
// empty history, and the source's failure message.
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import type { RecordView as RecordViewDeclaration } from '../core/declarations';
import { EngineProvider, type Engine } from '../EngineContext';
import { RecordView } from './RecordView';

const DAY = 86_400_000;
const START = Date.UTC(2026, 9, 1, 9, 30);
const VIEW: RecordViewDeclaration = {
  source: 'story.record',
  with: { reversalId: '{reversalId}' },
  detail: [
    { field: 'reversalId', label: 'Reversal ID' },
    { field: 'amount', label: 'Amount', type: 'money', currencyField: 'currency' },
  ],
  timeline: {
    title: 'Remark History',
    field: 'remarkHistory',
    status: 'status',
    date: 'created',
    text: 'remarks',
    note: 'description',
    shows: { REVERSAL_INPROGRESS: 'Reversal In Progress', SENT_TO_REVERSAL: 'Sent To Reversal', REVERSED: 'Reversed' },
    colors: { REVERSED: 'green', REVERSAL_INPROGRESS: '#ffbf00', SENT_TO_REVERSAL: '#ffbf00', CANCELLED: 'red' },
  },
};
const entry = (status: string, day: number, remarks: string | null, description: string) => ({
  status,
  created: START + day * DAY,
  remarks,
  description,
});
const REVERSED = {
  reversalId: 'RV1001003',
  amount: 2450,
  currency: 'USD',
  remarkHistory: [
    entry('REVERSAL_INPROGRESS', 0, 'The buyer paid this invoice twice', 'Reversal requested'),
    entry('SENT_TO_REVERSAL', 1, 'Refund agreed with the buyer', 'Sent to the payments partner for reversal'),
    entry('REVERSED', 2, null, 'The payments partner reversed the deposit'),
  ],
};

/** An engine whose one action answers `record`, or fails with `failure`. */
const WithRecord = ({ record, failure, children }: { record?: unknown; failure?: string; children: ReactNode }) => {
  const engine: Engine = {
    widgets: {},
    rules: {},
    context: { console: 'client', role: 'Client Back-office Admin' },
    call: async () => {
      if (failure) throw new Error(failure);
      return record;
    },
  };
  return <EngineProvider engine={engine}>{children}</EngineProvider>;
};

const meta = {
  title: 'Engine/RecordView',
  component: RecordView,
  args: { view: VIEW, row: { reversalId: 'RV1001003' } },
} satisfies Meta<typeof RecordView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Requested, sent on (amber) and reversed by the partner (green). */
export const Reversed: Story = {
  render: (args) => <WithRecord record={REVERSED}>{<RecordView {...args} />}</WithRecord>,
};

/** Cancelled by the Admin (red), after the client's request. */
export const Cancelled: Story = {
  render: (args) => (
    <WithRecord
      record={{
        ...REVERSED,
        remarkHistory: [
          REVERSED.remarkHistory[0],
          entry('CANCELLED', 1, 'Kept against the next invoice', 'Reversal cancelled'),
        ],
      }}
    >
      <RecordView {...args} />
    </WithRecord>
  ),
};

/** No history yet. */
export const Empty: Story = {
  render: (args) => (
    <WithRecord record={{ ...REVERSED, remarkHistory: [] }}>
      <RecordView {...args} />
    </WithRecord>
  ),
};

/** The source failed: its message in place of the record. */
export const Failed: Story = {
  render: (args) => (
    <WithRecord failure="Something went wrong while fetching reversal transaction details">
      <RecordView {...args} />
    </WithRecord>
  ),
};
