// OtpWidget in every state the sign-in screen meets: empty, filled, wrong, disabled, read-only, and a six-digit code.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { WidgetHarness } from '../WidgetHarness';
import { OtpWidget } from './OtpWidget';

/** The widget in the stateful harness, with the args every story starts from. */
const meta = {
  title: 'Widgets/OtpWidget',
  component: WidgetHarness,
  args: {
    widget: OtpWidget,
    label: 'Enter OTP',
    required: true,
    schema: { type: 'string', pattern: '^\\d{4}$' },
    onChange: fn(),
    onBlur: fn(),
    onFocus: fn(),
  },
  parameters: { controls: { exclude: ['widget', 'registry', 'schema', 'formContext'] } },
} satisfies Meta<typeof WidgetHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Four empty boxes; type, paste or use Backspace to move back. */
export const Usage: Story = {};

/** A complete code. */
export const Filled: Story = { args: { value: '4821' } };

/** The server refused the code. */
export const Error: Story = { args: { value: '4821', rawErrors: ['Invalid OTP'] } };

/** Locked while the code is checked. */
export const Disabled: Story = { args: { value: '4821', disabled: true } };

/** Shown but not editable. */
export const ReadOnly: Story = { args: { value: '4821', readonly: true } };

/** `ui:options.length` of 6. */
export const SixDigits: Story = { args: { options: { length: 6 } } };
