// A row's document action: a view opens the preview; a failed fetch says why in a snackbar and ends the action.
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithEngine } from '../test-engine';
import RowDocument from './RowDocument';

const row = { documentData: { documentId: 'D1', documentName: 'invoice.pdf' } };
const view = { id: 'view', label: 'View', view: 'documentData', fetch: 'documents.fetch' };
const download = { id: 'download', label: 'Download', download: 'documentData', fetch: 'documents.fetch' };

describe('RowDocument', () => {
  it('opens the fetched document in its preview', async () => {
    URL.createObjectURL = vi.fn(() => 'about:blank');
    URL.revokeObjectURL = vi.fn();
    const call = vi.fn(async () => new Blob(['%PDF-1.7'], { type: 'application/pdf' }));
    renderWithEngine(<RowDocument action={view} row={row} params={{ clientId: 'CL1001' }} onDone={vi.fn()} />, {
      call,
    });
    expect(await screen.findByTitle('invoice.pdf')).toBeInTheDocument();
    expect(call).toHaveBeenCalledWith('documents.fetch', { clientId: 'CL1001', documentId: 'D1' });
  });

  it.each([
    ['view', view],
    ['download', download],
  ])("says why a failed %s failed, in the call's own words, and is done", async (_kind, action) => {
    const onDone = vi.fn();
    const call = vi.fn(async () => {
      throw new Error('Something went wrong while fetching document');
    });
    renderWithEngine(<RowDocument action={action} row={row} onDone={onDone} />, { call });
    expect(await screen.findByText('Something went wrong while fetching document')).toBeVisible();
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
  });
});
