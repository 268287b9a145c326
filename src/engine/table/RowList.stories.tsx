// A row's list in a dialog (`list`): a financing row's status history with each change's document, its documents,
// and an empty list.
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import type { TableAction } from '../core/declarations';
import { EngineProvider, type Engine } from '../EngineContext';
import RowList from './RowList';

const DAY = 86_400_000;
const START = Date.UTC(2026, 9, 1, 9, 30);
const PDF = { documentId: 'DOC1', documentName: 'partially-paid-fin-2026-007.pdf' };
const ROW = {
  factoringId: 'FAC2026007',
  factoringStatusHistory: [
    { created: START, status: 'Requested', comment: null, document: null },
    { created: START + DAY, status: 'Sent For Approval', comment: 'Mynd Fintech', document: null },
    { created: START + 2 * DAY, status: 'Partially Paid', comment: 'First tranche disbursed', document: PDF },
  ],
};
const REMARKS: TableAction & { list: NonNullable<TableAction['list']> } = {
  id: 'remarks',
  label: 'Remarks',
  dialogSize: '65vw',
  list: {
    field: 'factoringStatusHistory',
    columns: [
      { field: 'created', header: 'Date', type: 'date' },
      { field: 'status', header: 'Status' },
      { field: 'comment', header: 'Comment' },
      { field: 'document', header: 'Document', type: 'document' },
    ],
    fetch: 'story.document',
  },
};

/** An engine whose one action answers a small PDF-typed blob. */
const WithEngine = ({ children }: { children: ReactNode }) => {
  const engine: Engine = {
    widgets: {},
    rules: {},
    context: { console: 'admin', role: 'Admin' },
    call: async () => new Blob(['%PDF-1.4'], { type: 'application/pdf' }),
  };
  return <EngineProvider engine={engine}>{children}</EngineProvider>;
};

const meta = {
  title: 'Engine/RowList',
  component: RowList,
  args: { action: REMARKS, row: ROW, onClose: () => undefined },
} satisfies Meta<typeof RowList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Requested, sent to a partner and partially paid, the last with its document. */
export const StatusHistory: Story = {
  render: (args) => (
    <WithEngine>
      <RowList {...args} />
    </WithEngine>
  ),
};

/** Nothing in the list yet. */
export const Empty: Story = {
  render: (args) => (
    <WithEngine>
      <RowList {...args} row={{ factoringStatusHistory: [] }} />
    </WithEngine>
  ),
};
