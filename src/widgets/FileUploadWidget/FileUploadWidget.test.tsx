// The file-upload widget against the contract, then spec 2's checks, the upload with progress, and view, replace, remove.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/client';
import { runWidgetContract } from '../contract';
import { renderWidget } from '../test-utils';
import type { DocumentRef, UploadOptions } from '../widget-props';
import { FileUploadWidget } from './FileUploadWidget';

const schema = {
  type: 'object' as const,
  properties: { documentId: { type: 'string' as const }, documentName: { type: 'string' as const } },
};
const gst: DocumentRef = { documentId: 'DOC-1', documentName: 'gst-certificate.pdf' };
const pdf = (name = 'invoice.pdf', size?: number) => {
  const file = new File(['%PDF-1.4'], name, { type: 'application/pdf' });
  if (size) Object.defineProperty(file, 'size', { value: size });
  return file;
};
const picker = (container: HTMLElement) => container.querySelector<HTMLInputElement>('input[type=file]');

runWidgetContract('file-upload', FileUploadWidget, {
  schema,
  value: gst,
  props: { formContext: { upload: vi.fn(async () => gst), fetchDocument: vi.fn() } },
  setValue: async (user, _control, container) => {
    const input = picker(container);
    if (input) await user.upload(input, pdf());
  },
});

/** Renders the widget with an upload the test settles by hand. */
function withUpload(partial: Parameters<typeof renderWidget>[1] = {}) {
  let settle: { resolve: (ref: DocumentRef) => void; reject: (error: Error) => void } | undefined;
  let options: UploadOptions | undefined;
  const upload = vi.fn((_file: File, given: UploadOptions) => {
    options = given;
    return new Promise<DocumentRef>((resolve, reject) => (settle = { resolve, reject }));
  });
  const view = renderWidget(FileUploadWidget, {
    label: 'GST certificate',
    schema,
    formContext: { upload },
    ...partial,
  });
  const user = userEvent.setup({ applyAccept: false });
  const choose = (file: File) => user.upload(picker(view.container)!, file);
  return {
    ...view,
    user,
    upload,
    choose,
    settle: () => settle!,
    progress: (percent: number) => options!.onProgress(percent),
  };
}

describe('FileUploadWidget', () => {
  afterEach(() => vi.restoreAllMocks());

  it('refuses a file of another type, and the value stays', async () => {
    const { choose, upload, props } = withUpload();
    await choose(new File(['x'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByText('Invalid file type')).toBeVisible();
    expect(upload).not.toHaveBeenCalled();
    expect(props.onChange).not.toHaveBeenCalled();
  });

  it('refuses a file over 5 MB by default', async () => {
    const { choose, upload } = withUpload();
    await choose(pdf('big.pdf', 5_000_001));
    expect(await screen.findByText('File size exceeds 5MB')).toBeVisible();
    expect(upload).not.toHaveBeenCalled();
  });

  it('takes a file dropped on it, with the same checks as one chosen', async () => {
    const { upload } = withUpload();
    const dropOn = () => screen.getByRole('button', { name: /Upload/ });
    fireEvent.drop(dropOn(), { dataTransfer: { files: [new File(['x'], 'notes.txt', { type: 'text/plain' })] } });
    expect(await screen.findByText('Invalid file type')).toBeVisible();
    expect(upload).not.toHaveBeenCalled();
    const file = pdf('dropped.pdf');
    fireEvent.drop(dropOn(), { dataTransfer: { files: [file] } });
    await waitFor(() => expect(upload).toHaveBeenCalledWith(file, expect.anything()));
  });

  it('takes its limit from ui:options.maxSize', async () => {
    const { choose } = withUpload({ options: { maxSize: 10_000_000 } });
    await choose(pdf('big.pdf', 10_000_001));
    expect(await screen.findByText('File size exceeds 10MB')).toBeVisible();
  });

  it('uploads with the document type, shows progress, then holds the document reference', async () => {
    const { choose, upload, props, settle, progress } = withUpload({ options: { documentType: 'GSTIN' } });
    const file = pdf();
    await choose(file);
    expect(upload).toHaveBeenCalledWith(file, expect.objectContaining({ documentType: 'GSTIN' }));
    act(() => progress(40));
    // The bar is fetched with the first upload.
    expect(await screen.findByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute('aria-valuenow', '40');
    await act(async () => settle().resolve({ documentId: 'DOC-9', documentName: 'invoice.pdf' }));
    expect(props.onChange).toHaveBeenLastCalledWith({ documentId: 'DOC-9', documentName: 'invoice.pdf' });
    expect(screen.getByText('invoice.pdf')).toBeVisible();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it("refuses a text file named .pdf with 'Invalid file type' before any upload", async () => {
    const { choose, upload, props } = withUpload({ options: { documentType: 'GSTIN', maxSize: 10_000_000 } });
    await choose(new File(['just some notes'], 'gst-certificate.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('Invalid file type')).toBeVisible();
    expect(upload).not.toHaveBeenCalled();
    expect(props.onChange).not.toHaveBeenCalled();
  });

  it.each([
    ['Invalid file type', 415],
    ['File size exceeds 10MB', 413],
    ['Please upload a file', 400],
  ])("shows the server's refusal '%s' at the field and keeps no file", async (message, status) => {
    const { choose, props, settle } = withUpload({ value: gst });
    await choose(pdf());
    await act(async () => settle().reject(new ApiError(message, status)));
    expect(await screen.findByText(message)).toBeVisible();
    expect(screen.queryByText('Something went wrong while uploading document')).not.toBeInTheDocument();
    expect(props.onChange).not.toHaveBeenCalled();
  });

  it('says the generic words only when no answer came', async () => {
    const { choose, props, settle } = withUpload();
    await choose(pdf());
    await act(async () => settle().reject(new ApiError('Something went wrong while uploading document', 0)));
    expect(await screen.findByText('Something went wrong while uploading document')).toBeVisible();
    expect(props.onChange).not.toHaveBeenCalled();
  });

  it('says upload is not available when the form gives no upload', () => {
    renderWidget(FileUploadWidget, { label: 'GST certificate', schema });
    expect(screen.getByText('Upload is not available here')).toBeVisible();
    expect(screen.getByRole('button', { name: /Upload/ })).toBeDisabled();
  });

  it('shows the stored document with View, Replace and Remove', () => {
    withUpload({ value: gst });
    expect(screen.getByText('gst-certificate.pdf')).toBeVisible();
    ['View', 'Replace', 'Remove'].forEach((name) =>
      expect(screen.getByRole('button', { name: new RegExp(name) })).toBeEnabled(),
    );
  });

  it('opens a PDF in a frame with View', async () => {
    // happy-dom would try to load a blob: URL into the frame, which it cannot.
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('about:blank');
    const fetchDocument = vi.fn(async () => new Blob(['%PDF-1.4'], { type: 'application/pdf' }));
    const { user, container } = withUpload({ value: gst, formContext: { upload: vi.fn(), fetchDocument } });
    await user.click(screen.getByRole('button', { name: /View/ }));
    expect(fetchDocument).toHaveBeenCalledWith('DOC-1');
    await waitFor(() => expect(container.querySelector('iframe[title="gst-certificate.pdf"]')).toBeInTheDocument());
  });

  it('shows an image inline with View', async () => {
    const fetchDocument = vi.fn(async () => new Blob(['png'], { type: 'image/png' }));
    const photo = { documentId: 'DOC-2', documentName: 'pan.png' };
    const { user } = withUpload({ value: photo, formContext: { upload: vi.fn(), fetchDocument } });
    await user.click(screen.getByRole('button', { name: /View/ }));
    expect(await screen.findByRole('img', { name: 'pan.png' })).toBeInTheDocument();
  });

  it('says so when the document cannot be fetched', async () => {
    const fetchDocument = vi.fn(async () => Promise.reject(new Error('404')));
    const { user } = withUpload({ value: gst, formContext: { upload: vi.fn(), fetchDocument } });
    await user.click(screen.getByRole('button', { name: /View/ }));
    expect(await screen.findByText('Failed to fetch document')).toBeVisible();
  });

  it('opens the file picker again with Replace', async () => {
    const { user, container } = withUpload({ value: gst });
    const opened = vi.fn();
    picker(container)!.addEventListener('click', opened);
    await user.click(screen.getByRole('button', { name: 'Replace' }));
    expect(opened).toHaveBeenCalled();
  });

  it('clears the value with Remove', async () => {
    const { user, props } = withUpload({ value: gst });
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(props.onChange).toHaveBeenLastCalledWith(undefined);
    expect(screen.getByRole('button', { name: /Upload/ })).toBeEnabled();
  });

  it('only lets a read-only field be viewed', () => {
    withUpload({ value: gst, readonly: true });
    expect(screen.getByRole('button', { name: /View/ })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Replace' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove' })).not.toBeInTheDocument();
  });
});

describe('FileUploadWidget with OCR (a PAN card, spec 2 section 5.3)', () => {
  const ocr = { action: 'onboarding.ocr', documentSubType: 'PAN', fill: { pan: 'pan', nameAsPan: 'panName' } };

  it('stores the card through the OCR action and prefills what it read', async () => {
    const call = vi.fn(async () => ({ pan: 'ABCPK1234F', panName: 'RAVI KUMAR', document: gst }));
    const setField = vi.fn();
    const { choose, props } = withUpload({
      options: { documentType: 'POI', ocr },
      formContext: { upload: vi.fn(), call, setField },
    });
    await choose(pdf('ABCPK1234F.pdf'));
    await waitFor(() => expect(props.onChange).toHaveBeenCalledWith(gst));
    expect(call).toHaveBeenCalledWith(
      'onboarding.ocr',
      expect.objectContaining({ documentType: 'POI', documentSubType: 'PAN' }),
    );
    expect(setField).toHaveBeenCalledWith('pan', 'ABCPK1234F');
    expect(setField).toHaveBeenCalledWith('nameAsPan', 'RAVI KUMAR');
  });

  it("refuses a disguised card with 'Invalid file type' without calling the OCR", async () => {
    const call = vi.fn();
    const { choose } = withUpload({
      options: { documentType: 'POI', ocr },
      formContext: { upload: vi.fn(), call, setField: vi.fn() },
    });
    await choose(new File(['GIF89a'], 'pan.png', { type: 'image/png' }));
    expect(await screen.findByText('Invalid file type')).toBeVisible();
    expect(call).not.toHaveBeenCalled();
  });

  it("clears the file and shows the server's words when the card cannot be read", async () => {
    const call = vi.fn(async () => Promise.reject(new Error('Please upload PAN card only')));
    const { choose, props } = withUpload({
      value: gst,
      options: { documentType: 'POI', ocr },
      formContext: { upload: vi.fn(), call, setField: vi.fn() },
    });
    await choose(pdf('holiday.pdf'));
    expect(await screen.findByText('Please upload PAN card only')).toBeVisible();
    expect(props.onChange).toHaveBeenCalledWith(undefined);
  });
});

describe('FileUploadWidget hint', () => {
  it("shows the field's description as a tooltip on 'Accepted documents'", async () => {
    const hint = 'Accepted proofs: partnership deed for partnership firms.';
    const { user } = withUpload({ schema: { ...schema, description: hint } });
    expect(screen.queryByRole('tooltip')).toBeNull();
    await user.hover(screen.getByText('Accepted documents'));
    expect(screen.getByRole('tooltip')).toHaveTextContent(hint);
    await user.unhover(screen.getByText('Accepted documents'));
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('shows it on keyboard focus, names it as the description, and hides it on Escape', async () => {
    const hint = 'Accepted proofs: partnership deed for partnership firms.';
    const { user } = withUpload({ schema: { ...schema, description: hint } });
    const trigger = screen.getByText('Accepted documents').parentElement!;
    act(() => trigger.focus());
    expect(screen.getByRole('tooltip')).toHaveTextContent(hint);
    expect(trigger).toHaveAccessibleDescription(hint);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});
