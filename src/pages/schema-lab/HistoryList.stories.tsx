// The history in the states the lab meets: the file alone, and published versions with a diff, a reason and a rollback.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { HistoryList } from './HistoryList';
import { versionOf } from './lab-fixtures';

const meta = {
  title: 'Pages/Schema Lab/HistoryList',
  component: HistoryList,
  args: { onRollback: fn() },
} satisfies Meta<typeof HistoryList>;

export default meta;
type Story = StoryObj<typeof meta>;

const FILE = versionOf(0, { id: 'onboarding.business' });
const FIELD = { type: 'string', title: 'Export Licence', maxLength: 50 };

/** Nothing published: the file (version 0) is in force. */
export const FileOnly: Story = { args: { history: [FILE] } };

/** A field added with a reason, then a rollback to the file; each earlier version offers a rollback. */
export const Published: Story = {
  args: {
    history: [
      FILE,
      {
        ...FILE,
        version: 1,
        diff: [{ op: 'add', path: '/schema/properties/exportLicence', value: FIELD }],
        comment: 'Adds the export licence to the business step',
        authorId: 'a1',
        authorName: 'Priya Analyst',
        publishedAt: '2026-11-27T09:05:00.000Z',
        impactReason: 'Clients are asked for it at their next sign-in',
      },
      {
        ...FILE,
        version: 2,
        diff: [{ op: 'remove', path: '/schema/properties/exportLicence' }],
        comment: 'Rollback to version 0',
        authorId: 'a1',
        authorName: 'Priya Analyst',
        publishedAt: '2026-11-27T10:30:00.000Z',
        rolledBackTo: 0,
      },
    ],
  },
};
