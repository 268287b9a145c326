// PoaUploadWidget in every state: nothing yet, front only, both sides, no type chosen, unreadable, disabled, read-only.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import type { WidgetFormContext } from '../widget-props';
import { WidgetHarness } from '../WidgetHarness';
import { PoaUploadWidget } from './PoaUploadWidget';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A pretend server: OCR reads any front after a second; the back is stored. */
const services: WidgetFormContext = {
  formData: { idType: 'AADHAAR' },
  call: async (_action, payload) => {
    await wait(1000);
    const file = (payload as { file: File }).file;
    return { idNumber: '1234 5678 9012', document: { documentId: 'DOC-F', documentName: file.name } };
  },
  upload: async (file: File) => ({ documentId: 'DOC-B', documentName: file.name }),
  setField: () => undefined,
};
const front = { documentId: 'DOC-F', documentName: 'aadhaar-front.pdf', documentSubType: 'AADHAAR' };

const meta = {
  title: 'Widgets/PoaUploadWidget',
  component: WidgetHarness,
  args: {
    widget: PoaUploadWidget,
    label: 'Proof of Address',
    required: true,
    schema: { type: 'object' },
    options: { typeField: 'idType', ocr: { action: 'onboarding.ocr', fill: { idNumber: 'idNumber' } } },
    formContext: services,
    onChange: fn(),
    onBlur: fn(),
    onFocus: fn(),
  },
  parameters: { controls: { exclude: ['widget', 'registry', 'schema', 'formContext'] } },
} satisfies Meta<typeof WidgetHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing uploaded: the front first, read by OCR, then the back. */
export const Usage: Story = {};

/** The front is in; the back is still wanted. */
export const Filled: Story = { args: { value: front } };

/** Both sides stored. */
export const BothSides: Story = {
  args: { value: { ...front, documentId2: 'DOC-B', documentName2: 'aadhaar-back.pdf' } },
};

/** The form says the proof is missing. */
export const Error: Story = { args: { rawErrors: ['Please upload POA file'] } };

/** No proof type chosen yet: an upload asks for one. */
export const NoTypeChosen: Story = { args: { formContext: { ...services, formData: {} } } };

/** OCR cannot read the card. */
export const Unreadable: Story = {
  args: {
    formContext: { ...services, call: () => Promise.reject(new globalThis.Error('Please upload Aadhaar card only')) },
  },
};

/** Locked. */
export const Disabled: Story = { args: { value: front, disabled: true } };

/** Read-only: the file names only. */
export const ReadOnly: Story = { args: { value: front, readonly: true } };
