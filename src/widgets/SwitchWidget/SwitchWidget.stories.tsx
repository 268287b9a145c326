// SwitchWidget in every state: off, on, wrong, disabled, read-only, and optional.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { WidgetHarness } from '../WidgetHarness';
import { SwitchWidget } from './SwitchWidget';

/** The widget in the stateful harness, with the args every story starts from. */
const meta = {
  title: 'Widgets/SwitchWidget',
  component: WidgetHarness,
  args: {
    widget: SwitchWidget,
    label: 'Payment received alerts',
    required: true,
    schema: { type: 'boolean' },
    onChange: fn(),
    onBlur: fn(),
    onFocus: fn(),
  },
  parameters: { controls: { exclude: ['widget', 'registry', 'schema', 'formContext'] } },
} satisfies Meta<typeof WidgetHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Off until switched on. */
export const Usage: Story = {};

/** On. */
export const Filled: Story = { args: { value: true } };

/** The form refused the setting. */
export const Error: Story = { args: { value: false, rawErrors: ['Something went wrong'] } };

/** Locked. */
export const Disabled: Story = { args: { value: true, disabled: true } };

/** Shown but not changeable. */
export const ReadOnly: Story = { args: { value: true, readonly: true } };

/** Not required: no marker. */
export const Optional: Story = { args: { required: false } };
