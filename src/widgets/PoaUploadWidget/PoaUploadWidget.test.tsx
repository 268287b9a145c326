// The address proof widget against the contract, then spec 2 section 5.3: type first, front before back, OCR prefill.
import { notifications } from '@mantine/notifications';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/client';
import { runWidgetContract } from '../contract';
import { renderWidget } from '../test-utils';
import type { WidgetFormContext } from '../widget-props';
import { PoaUploadWidget } from './PoaUploadWidget';

const schema = { type: 'object' as const, properties: { documentId: { type: 'string' as const } } };
const options = {
  typeField: 'idType',
  ocr: { action: 'onboarding.ocr', fill: { idNumber: 'idNumber', city: 'city' } },
};
const front = { documentId: 'DOC-F', documentName: 'aadhaar-front.pdf', documentSubType: 'AADHAAR' };
const pdf = (name: string) => new File(['%PDF-1.4'], name, { type: 'application/pdf' });
const pickers = (container: HTMLElement) => [...container.querySelectorAll<HTMLInputElement>('input[type=file]')];

const services = (overrides: Partial<WidgetFormContext> = {}): WidgetFormContext => ({
  formData: { idType: 'AADHAAR' },
  call: vi.fn(async () => ({
    idNumber: '1234 5678 9012',
    city: 'Bengaluru',
    document: { documentId: 'DOC-F', documentName: 'aadhaar-front.pdf' },
  })),
  upload: vi.fn(async (file: File) => ({ documentId: 'DOC-B', documentName: file.name })),
  setField: vi.fn(),
  ...overrides,
});

runWidgetContract('poa-upload', PoaUploadWidget, {
  schema,
  value: front,
  props: { options, formContext: services() },
  setValue: async (user, _control, container) => {
    const [input] = pickers(container);
    if (input) await user.upload(input, pdf('front.pdf'));
  },
});

describe('PoaUploadWidget', () => {
  afterEach(() => vi.restoreAllMocks());

  const open = (context: WidgetFormContext, value?: unknown) => {
    const view = renderWidget(PoaUploadWidget, {
      label: 'Proof of Address',
      schema,
      options,
      formContext: context,
      value,
    });
    return { ...view, user: userEvent.setup({ applyAccept: false }) };
  };

  it('asks for the proof type before any upload', async () => {
    const { user, container } = open(services({ formData: {} }));
    await user.upload(pickers(container)[0], pdf('front.pdf'));
    expect(await screen.findByText('Please select a document type')).toBeInTheDocument();
  });

  it('refuses the back before the front', async () => {
    const { user, container } = open(services());
    await user.upload(pickers(container)[1], pdf('back.pdf'));
    expect(await screen.findByText('Please upload front file first')).toBeInTheDocument();
  });

  it('reads the front by OCR, fills the declared fields and keeps the proof type', async () => {
    const show = vi.spyOn(notifications, 'show');
    const context = services();
    const { user, container, props } = open(context);
    await user.upload(pickers(container)[0], pdf('ABCPK1234F-front.pdf'));
    await waitFor(() => expect(props.onChange).toHaveBeenCalledWith(front));
    expect(context.call).toHaveBeenCalledWith(
      'onboarding.ocr',
      expect.objectContaining({ documentType: 'POA', documentSubType: 'AADHAAR' }),
    );
    expect(context.setField).toHaveBeenCalledWith('idNumber', '1234 5678 9012');
    expect(context.setField).toHaveBeenCalledWith('city', 'Bengaluru');
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: 'Front file uploaded successfully' }));
  });

  it('adds the back to the front', async () => {
    const show = vi.spyOn(notifications, 'show');
    const { user, container, props } = open(services(), front);
    await user.upload(pickers(container)[1], pdf('aadhaar-back.pdf'));
    await waitFor(() =>
      expect(props.onChange).toHaveBeenCalledWith({
        ...front,
        documentId2: 'DOC-B',
        documentName2: 'aadhaar-back.pdf',
      }),
    );
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: 'Back file uploaded successfully.' }));
  });

  it('clears the front and says which card is wanted when OCR cannot read it', async () => {
    const context = services({ call: vi.fn(async () => Promise.reject(new Error('Please upload Aadhaar card only'))) });
    const { user, container, props } = open(context, front);
    await user.upload(pickers(container)[0], pdf('holiday.pdf'));
    expect(await screen.findByText('Please upload Aadhaar card only')).toBeInTheDocument();
    expect(props.onChange).toHaveBeenCalledWith(undefined);
  });

  it("refuses a text file named .pdf with 'Invalid file type' and sends neither side", async () => {
    const context = services();
    const { user, container, props } = open(context, front);
    const notes = new File(['just some notes'], 'aadhaar-back.pdf', { type: 'application/pdf' });
    await user.upload(pickers(container)[1], notes);
    expect(await screen.findByText('Invalid file type')).toBeInTheDocument();
    await user.upload(pickers(container)[0], notes);
    expect(context.call).not.toHaveBeenCalled();
    expect(context.upload).not.toHaveBeenCalled();
    expect(props.onChange).not.toHaveBeenCalled();
  });

  it("shows the server's refusal of the back and keeps the front", async () => {
    const refused = vi.fn(async () => Promise.reject(new ApiError('File size exceeds 5MB', 413)));
    const { user, container, props } = open(services({ upload: refused }), front);
    await user.upload(pickers(container)[1], pdf('aadhaar-back.pdf'));
    expect(await screen.findByText('File size exceeds 5MB')).toBeInTheDocument();
    expect(props.onChange).not.toHaveBeenCalled();
  });

  it('refuses a file over 5 MB with the spec message', async () => {
    const { user, container } = open(services());
    const big = pdf('front.pdf');
    Object.defineProperty(big, 'size', { value: 5_000_001 });
    await user.upload(pickers(container)[0], big);
    expect(await screen.findByText('File size exceeds 5MB')).toBeInTheDocument();
  });
});
