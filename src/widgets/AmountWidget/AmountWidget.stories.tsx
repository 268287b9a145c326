// AmountWidget in every state: empty, filled, wrong, disabled, read-only, and another currency.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { WidgetHarness } from '../WidgetHarness';
import { AmountWidget } from './AmountWidget';

/** The widget in the stateful harness, with the args every story starts from. */
const meta = {
  title: 'Widgets/AmountWidget',
  component: WidgetHarness,
  args: {
    widget: AmountWidget,
    label: 'Estimated Monthly Volume',
    required: true,
    schema: { type: 'number', minimum: 0 },
    onChange: fn(),
    onBlur: fn(),
    onFocus: fn(),
  },
  parameters: { controls: { exclude: ['widget', 'registry', 'schema', 'formContext'] } },
} satisfies Meta<typeof WidgetHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty; grouped 1,00,000 style as typed. */
export const Usage: Story = {};

/** Twelve lakh and a half. */
export const Filled: Story = { args: { value: 1250000.5 } };

/** The form says it is required. */
export const Error: Story = { args: { rawErrors: ['Required!'] } };

/** Locked. */
export const Disabled: Story = { args: { value: 1250000.5, disabled: true } };

/** Shown but not editable. */
export const ReadOnly: Story = { args: { value: 1250000.5, readonly: true } };

/** `ui:options.currencySymbol` of '$'. */
export const OtherCurrency: Story = { args: { value: 5000, options: { currencySymbol: '$' } } };
