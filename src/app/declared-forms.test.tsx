// The app's registries on a real declaration: a document reference renders its upload widget and reviews as the file name.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as documentForm from 'virtual:form/examples.document';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { SchemaForm } from '../engine/form/SchemaForm';
import { renderWithEngine } from '../engine/test-engine';
import { rules } from '../rules';
import { preloadWidgets, widgets } from '../widgets';

describe('a declared document field', () => {
  // The screen draws with the app's widgets at hand, as once the user has met them.
  beforeAll(preloadWidgets);

  it('uploads through the file-upload widget and stores the document reference', async () => {
    const upload = vi.fn(async (file: File) => ({ documentId: 'DOC-1', documentName: file.name }));
    const onChange = vi.fn();
    renderWithEngine(<SchemaForm form={documentForm} onChange={onChange} />, { widgets, rules, upload });
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(input, new File(['%PDF-1.4'], 'pan.pdf', { type: 'application/pdf' }));
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith(
        expect.objectContaining({ panCard: { documentId: 'DOC-1', documentName: 'pan.pdf' } }),
      ),
    );
    expect(await screen.findByText('pan.pdf')).toBeInTheDocument();
  });

  it("refuses a file of the wrong type with the spec's message", async () => {
    renderWithEngine(<SchemaForm form={documentForm} />, { widgets, rules, upload: vi.fn() });
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(input, new File(['x'], 'notes.txt', { type: 'text/plain' }), { applyAccept: false });
    expect(await screen.findByText(/Invalid file type/)).toBeInTheDocument();
  });

  it('asks for the document on submit with the declared message', async () => {
    renderWithEngine(<SchemaForm form={documentForm} />, { widgets, rules, upload: vi.fn() });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please upload PAN Card')).toBeInTheDocument();
  });
});
