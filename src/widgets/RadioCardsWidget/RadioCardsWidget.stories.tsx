// RadioCardsWidget in every state: empty, filled, wrong, disabled, read-only, and options without descriptions.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { WidgetHarness } from '../WidgetHarness';
import { RadioCardsWidget } from './RadioCardsWidget';

/** The widget in the stateful harness, with the args every story starts from. */
const meta = {
  title: 'Widgets/RadioCardsWidget',
  component: WidgetHarness,
  args: {
    widget: RadioCardsWidget,
    label: 'Account Type',
    required: true,
    schema: { type: 'string', enum: ['bank', 'eefc'] },
    options: {
      enumOptions: [
        { label: 'Bank Account', value: 'bank' },
        { label: 'EEFC Account', value: 'eefc' },
      ],
      descriptions: {
        bank: 'Your INR current or savings account; payouts arrive in rupees.',
        eefc: 'Exchange Earners Foreign Currency account, held in USD.',
      },
    },
    onChange: fn(),
    onBlur: fn(),
    onFocus: fn(),
  },
  parameters: { controls: { exclude: ['widget', 'registry', 'schema', 'formContext'] } },
} satisfies Meta<typeof WidgetHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing picked; Tab in, then arrow keys move and pick. */
export const Usage: Story = {};

/** EEFC picked. */
export const Filled: Story = { args: { value: 'eefc' } };

/** The form says a choice is needed. */
export const Error: Story = { args: { rawErrors: ['Please select an account type'] } };

/** Locked. */
export const Disabled: Story = { args: { value: 'eefc', disabled: true } };

/** Shown but not changeable. */
export const ReadOnly: Story = { args: { value: 'eefc', readonly: true } };

/** Labels only, as for 'Is your business registered under GST?'. */
export const WithoutDescriptions: Story = {
  args: {
    label: 'Is your business registered under GST?',
    schema: { type: 'boolean' },
    options: {
      enumOptions: [
        { label: 'Yes', value: true },
        { label: 'No', value: false },
      ],
    },
  },
};
