// PanWidget in every state: empty, filled and masked, wrong, disabled, read-only, and without a visible label.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { WidgetHarness } from '../WidgetHarness';
import { PanWidget } from './PanWidget';

/** The widget in the stateful harness, with the args every story starts from. */
const meta = {
  title: 'Widgets/PanWidget',
  component: WidgetHarness,
  args: {
    widget: PanWidget,
    label: 'PAN',
    required: true,
    placeholder: 'ABCDE1234F',
    schema: { type: 'string', pattern: '^[A-Z]{5}[0-9]{4}[A-Z]$' },
    onChange: fn(),
    onBlur: fn(),
    onFocus: fn(),
  },
  parameters: { controls: { exclude: ['widget', 'registry', 'schema', 'formContext'] } },
} satisfies Meta<typeof WidgetHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty; what is typed is upper-cased. */
export const Usage: Story = {};

/** Masked at rest: focus the field or press the eye to see it. */
export const Filled: Story = { args: { value: 'ABCDE1234F' } };

/** A PAN that does not match the pattern. */
export const Error: Story = { args: { value: 'ABCDE12', rawErrors: ['Please enter a valid PAN'] } };

/** Locked. */
export const Disabled: Story = { args: { value: 'ABCDE1234F', disabled: true } };

/** Shown but not editable; the eye still reveals it. */
export const ReadOnly: Story = { args: { value: 'ABCDE1234F', readonly: true } };

/** Label hidden by the uiSchema: the input keeps it as its accessible name. */
export const HiddenLabel: Story = { args: { value: 'ABCDE1234F', hideLabel: true } };
