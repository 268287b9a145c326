// DateWidget in every state: empty, filled, wrong, disabled, read-only, and a date of birth for someone 18 or older.
import '@mantine/dates/styles.css';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { WidgetHarness } from '../WidgetHarness';
import { DateWidget } from './DateWidget';

/** The widget in the stateful harness, with the args every story starts from. */
const meta = {
  title: 'Widgets/DateWidget',
  component: WidgetHarness,
  args: {
    widget: DateWidget,
    label: 'Date of Birth',
    required: true,
    schema: { type: 'string', format: 'date' },
    onChange: fn(),
    onBlur: fn(),
    onFocus: fn(),
  },
  parameters: { controls: { exclude: ['widget', 'registry', 'schema', 'formContext'] } },
} satisfies Meta<typeof WidgetHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty; type DD/MM/YYYY or pick from the calendar. */
export const Usage: Story = {};

/** Stored as '1990-08-15', shown as 15/08/1990. */
export const Filled: Story = { args: { value: '1990-08-15' } };

/** The form says it is required. */
export const Error: Story = { args: { rawErrors: ['Please enter Date of Birth'] } };

/** Locked. */
export const Disabled: Story = { args: { value: '1990-08-15', disabled: true } };

/** Shown but not editable. */
export const ReadOnly: Story = { args: { value: '1990-08-15', readonly: true } };

/** `ui:options.minAge` of 18: the calendar opens 18 years back and offers no later day. */
export const MinimumAge: Story = { args: { options: { minAge: 18 } } };

/** Not required, so it can be cleared. */
export const Optional: Story = { args: { value: '1990-08-15', required: false } };
