// MultiSelectWidget in every state: empty, filled, wrong, disabled, read-only, and options from `items.oneOf`.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { WidgetHarness } from '../WidgetHarness';
import { MultiSelectWidget } from './MultiSelectWidget';

const currencies = [
  { label: 'US Dollar (USD)', value: 'USD' },
  { label: 'Euro (EUR)', value: 'EUR' },
  { label: 'Pound Sterling (GBP)', value: 'GBP' },
  { label: 'UAE Dirham (AED)', value: 'AED' },
  { label: 'Singapore Dollar (SGD)', value: 'SGD' },
];

/** The widget in the stateful harness, with the args every story starts from. */
const meta = {
  title: 'Widgets/MultiSelectWidget',
  component: WidgetHarness,
  args: {
    widget: MultiSelectWidget,
    label: 'Allowed Currencies',
    required: true,
    placeholder: 'Search currencies',
    schema: { type: 'array', items: { type: 'string', enum: currencies.map((currency) => currency.value) } },
    options: { enumOptions: currencies },
    onChange: fn(),
    onBlur: fn(),
    onFocus: fn(),
  },
  parameters: { controls: { exclude: ['widget', 'registry', 'schema', 'formContext'] } },
} satisfies Meta<typeof WidgetHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty; type to search. */
export const Usage: Story = {};

/** Two currencies picked. */
export const Filled: Story = { args: { value: ['USD', 'EUR'] } };

/** The form says one is needed. */
export const Error: Story = { args: { rawErrors: ['Please select at least one currency'] } };

/** Locked. */
export const Disabled: Story = { args: { value: ['USD', 'EUR'], disabled: true } };

/** Shown but not editable. */
export const ReadOnly: Story = { args: { value: ['USD', 'EUR'], readonly: true } };

/** Options as RJSF builds them from `items.oneOf` with numeric constants. */
export const FromOneOf: Story = {
  args: {
    label: 'Industry',
    schema: {
      type: 'array',
      items: {
        oneOf: [
          { const: 1, title: 'Agriculture & Food' },
          { const: 2, title: 'Textiles' },
        ],
      },
    },
    options: {
      enumOptions: [
        { label: 'Agriculture & Food', value: 1 },
        { label: 'Textiles', value: 2 },
      ],
    },
    value: [2],
  },
};
