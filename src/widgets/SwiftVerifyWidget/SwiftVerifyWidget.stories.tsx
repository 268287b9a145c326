// SwiftVerifyWidget in every state: empty, filled, wrong, disabled, read-only, verified, refused, no account number.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import type { WidgetFormContext } from '../widget-props';
import { WidgetHarness } from '../WidgetHarness';
import { SwiftVerifyWidget } from './SwiftVerifyWidget';

/** A pretend bank: codes starting HDFC verify, others do not. */
const bank = (accountNumber?: string): WidgetFormContext => ({
  formData: { accountNumber },
  call: async (_action, payload) => {
    await new Promise((resolve) => setTimeout(resolve, 600));
    return { valid: String(payload.swiftBicCode).startsWith('HDFC') };
  },
  setField: fn(),
});

/** The widget in the stateful harness, with the args every story starts from. */
const meta = {
  title: 'Widgets/SwiftVerifyWidget',
  component: WidgetHarness,
  args: {
    widget: SwiftVerifyWidget,
    label: 'Swift / BIC Code',
    required: true,
    schema: { type: 'string' },
    formContext: bank('50100012345678'),
    onChange: fn(),
    onBlur: fn(),
    onFocus: fn(),
  },
  parameters: { controls: { exclude: ['widget', 'registry', 'schema', 'formContext'] } },
} satisfies Meta<typeof WidgetHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty; codes starting HDFC verify in this story, others are refused. */
export const Usage: Story = {};

/** A well-formed code, not yet verified. */
export const Filled: Story = { args: { value: 'HDFCINBB' } };

/** The form says the code is required. */
export const Error: Story = { args: { rawErrors: ['Please enter a Swift/BIC code'] } };

/** Locked. */
export const Disabled: Story = { args: { value: 'HDFCINBB', disabled: true } };

/** Shown but not editable or verifiable. */
export const ReadOnly: Story = { args: { value: 'HDFCINBB', readonly: true } };

/** The form already records the code as verified. */
export const Verified: Story = {
  args: {
    value: 'HDFCINBB',
    formContext: { ...bank('50100012345678'), formData: { accountNumber: '50100012345678', swiftVerified: true } },
  },
};

/** A code the bank refuses: press Verify. */
export const Refused: Story = { args: { value: 'ICICINBB' } };

/** A malformed code: the message appears 300 ms after typing stops. */
export const BadFormat: Story = { args: { value: 'HDF1' } };

/** No account number yet: Verify asks for both. */
export const NoAccountNumber: Story = { args: { value: 'HDFCINBB', formContext: bank(undefined) } };
