// FileUploadWidget in every state: empty, holding a document, wrong, disabled, read-only, failing, unavailable, an image.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import type { UploadOptions, WidgetFormContext } from '../widget-props';
import { WidgetHarness } from '../WidgetHarness';
import { FileUploadWidget } from './FileUploadWidget';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const PDF =
  '%PDF-1.1\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>';
const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="200"><rect width="100%" height="100%" fill="#e7f5ff"/>' +
  '<text x="50%" y="50%" text-anchor="middle" font-family="sans-serif" font-size="20">PAN card (sample)</text></svg>';

/** A pretend server: uploads take a second and report progress; documents come back as a PDF or an image. */
const services: WidgetFormContext = {
  upload: async (file: File, { onProgress }: UploadOptions) => {
    for (const percent of [15, 40, 65, 90, 100]) {
      await wait(200);
      onProgress(percent);
    }
    return { documentId: `DOC-${file.name.length}`, documentName: file.name };
  },
  fetchDocument: async (documentId: string) =>
    documentId === 'DOC-IMG'
      ? new Blob([SVG], { type: 'image/svg+xml' })
      : new Blob([PDF], { type: 'application/pdf' }),
};
const gst = { documentId: 'DOC-1', documentName: 'gst-certificate.pdf' };

/** The widget in the stateful harness, with the args every story starts from. */
const meta = {
  title: 'Widgets/FileUploadWidget',
  component: WidgetHarness,
  args: {
    widget: FileUploadWidget,
    label: 'GST Certificate',
    required: true,
    schema: { type: 'object', properties: { documentId: { type: 'string' }, documentName: { type: 'string' } } },
    options: { documentType: 'GSTIN' },
    formContext: services,
    onChange: fn(),
    onBlur: fn(),
    onFocus: fn(),
  },
  parameters: { controls: { exclude: ['widget', 'registry', 'schema', 'formContext'] } },
} satisfies Meta<typeof WidgetHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing uploaded yet: pick a PDF, JPEG or PNG up to 5 MB and watch the progress bar. */
export const Usage: Story = {};

/** A stored document: View opens it, Replace picks another, Remove clears it. */
export const Filled: Story = { args: { value: gst } };

/** The form says the document is missing. */
export const Error: Story = { args: { rawErrors: ['Please Upload GST Certificate'] } };

/** Locked. */
export const Disabled: Story = { args: { value: gst, disabled: true } };

/** Only View is offered. */
export const ReadOnly: Story = { args: { value: gst, readonly: true } };

/** Every upload fails: pick a file to see the message. */
export const UploadFails: Story = {
  args: { formContext: { ...services, upload: () => Promise.reject(new globalThis.Error('Service unavailable')) } },
};

/** No upload service in the form context. */
export const UploadUnavailable: Story = { args: { formContext: {} } };

/** A stored image, shown inline by View. */
export const ImageDocument: Story = { args: { value: { documentId: 'DOC-IMG', documentName: 'pan-card.svg' } } };

/** Onboarding's business documents allow 10 MB. */
export const TenMegabyteLimit: Story = { args: { options: { documentType: 'IEC', maxSize: 10_000_000 } } };
