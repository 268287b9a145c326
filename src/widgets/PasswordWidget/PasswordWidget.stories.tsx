// PasswordWidget in every state: empty, filled, wrong, disabled, read-only, and with the clipboard allowed.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { WidgetHarness } from '../WidgetHarness';
import { PasswordWidget } from './PasswordWidget';

/** The widget in the stateful harness, with the args every story starts from. */
const meta = {
  title: 'Widgets/PasswordWidget',
  component: WidgetHarness,
  args: {
    widget: PasswordWidget,
    label: 'Password',
    required: true,
    schema: { type: 'string', maxLength: 25 },
    onChange: fn(),
    onBlur: fn(),
    onFocus: fn(),
  },
  parameters: { controls: { exclude: ['widget', 'registry', 'schema', 'formContext'] } },
} satisfies Meta<typeof WidgetHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty; copy and paste are refused, 25 characters at most. */
export const Usage: Story = {};

/** A password, hidden until the eye is pressed. */
export const Filled: Story = { args: { value: 'Demo@2025' } };

/** The form says it is required. */
export const Error: Story = { args: { rawErrors: ['Required!'] } };

/** Locked. */
export const Disabled: Story = { args: { value: 'Demo@2025', disabled: true } };

/** Shown but not editable. */
export const ReadOnly: Story = { args: { value: 'Demo@2025', readonly: true } };

/** `ui:options.blockCopyPaste` false and `maxLength` 20, as a new-password field might be. */
export const ClipboardAllowed: Story = {
  args: { options: { blockCopyPaste: false, maxLength: 20, autocomplete: 'new-password' } },
};
