// The check's findings in every state the lab meets: clean, with problems and sample messages, checking, failed.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { CheckResults } from './CheckResults';

const meta = { title: 'Pages/Schema Lab/CheckResults', component: CheckResults } satisfies Meta<typeof CheckResults>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A declaration with no problem and valid sample data. */
export const Clean: Story = { args: { state: { checking: false, result: { problems: [], sampleErrors: {} } } } };

/** Problems by JSON pointer and the sample data's messages by field. */
export const WithProblems: Story = {
  args: {
    state: {
      checking: false,
      result: {
        problems: [
          { pointer: '/schema/properties/pan/$ref', message: '$ref "common#/$defs/pn" does not resolve' },
          { pointer: '/ui/city/ui:widget', message: 'widget "town" is not in the widget registry' },
        ],
        sampleErrors: { name: 'Please enter maximum 50 characters for Full Name', email: 'Please enter Email' },
      },
    },
  },
};

/** A newer check is on its way; the last findings stay until it answers. */
export const Checking: Story = {
  args: { state: { checking: true, result: { problems: [], sampleErrors: { name: 'Please enter Full Name' } } } },
};

/** The server could not be reached or refused the check. */
export const Failed: Story = { args: { state: { checking: false, failure: 'Forbidden' } } };
