// MobileWidget in every state: empty, filled, wrong, disabled, read-only, and another country prefix.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { WidgetHarness } from '../WidgetHarness';
import { MobileWidget } from './MobileWidget';

/** The widget in the stateful harness, with the args every story starts from. */
const meta = {
  title: 'Widgets/MobileWidget',
  component: WidgetHarness,
  args: {
    widget: MobileWidget,
    label: 'Mobile Number',
    required: true,
    schema: { type: 'string', pattern: '^[6-9]\\d{9}$' },
    onChange: fn(),
    onBlur: fn(),
    onFocus: fn(),
  },
  parameters: { controls: { exclude: ['widget', 'registry', 'schema', 'formContext'] } },
} satisfies Meta<typeof WidgetHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty; only digits are kept, ten at most. */
export const Usage: Story = {};

/** A valid Indian mobile number. */
export const Filled: Story = { args: { value: '9876500001' } };

/** The schema's pattern refused it. */
export const Error: Story = { args: { value: '1234500001', rawErrors: ['Invalid Mobile Number'] } };

/** Locked. */
export const Disabled: Story = { args: { value: '9876500001', disabled: true } };

/** Shown but not editable. */
export const ReadOnly: Story = { args: { value: '9876500001', readonly: true } };

/** `ui:options.prefix` of '+44'. */
export const OtherPrefix: Story = { args: { options: { prefix: '+44' } } };
