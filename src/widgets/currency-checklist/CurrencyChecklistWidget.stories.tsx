// CurrencyChecklistWidget in every state: empty, chosen, wrong, disabled, read-only; USD is held already.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { WidgetHarness } from '../WidgetHarness';
import { CurrencyChecklistWidget } from './CurrencyChecklistWidget';

const CURRENCIES = [
  { currency: 'USD', countryCode: 'US', countryName: 'United States' },
  { currency: 'GBP', countryCode: 'GB', countryName: 'United Kingdom' },
  { currency: 'EUR', countryCode: 'EU', countryName: 'European Union' },
  { currency: 'SGD', countryCode: 'SG', countryName: 'Singapore' },
  { currency: 'INR', countryCode: 'IN', countryName: 'India' },
];

/** The widget in the stateful harness, with the args every story starts from. */
const meta = {
  title: 'Widgets/CurrencyChecklistWidget',
  component: WidgetHarness,
  args: {
    widget: CurrencyChecklistWidget,
    label: 'Currencies',
    required: true,
    schema: { type: 'array', items: { type: 'string' } },
    options: { source: 'virtualAccounts.currencies', exclude: ['INR', 'ARS'] },
    formContext: { call: async () => CURRENCIES, related: { items: [{ currency: 'USD' }] } },
    onChange: fn(),
    onBlur: fn(),
    onFocus: fn(),
  },
  parameters: { controls: { exclude: ['widget', 'registry', 'schema', 'formContext'] } },
} satisfies Meta<typeof WidgetHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing new chosen; USD is held already. */
export const Usage: Story = {};

/** Two chosen. */
export const Filled: Story = { args: { value: ['GBP', 'SGD'] } };

/** Submitted with nothing chosen. */
export const Error: Story = { args: { value: [], rawErrors: ['Please select at least one currency'] } };

/** Locked. */
export const Disabled: Story = { args: { value: ['GBP'], disabled: true } };

/** Shown but not changeable. */
export const ReadOnly: Story = { args: { value: ['GBP'], readonly: true } };
