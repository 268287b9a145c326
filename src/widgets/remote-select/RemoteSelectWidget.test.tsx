// The Access dialog (spec 3 section 5): role and actions come from the server; the spec's messages when missing.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as access from 'virtual:form/masters.access';
import { describe, expect, it, vi } from 'vitest';
import { SchemaForm } from '../../engine/form/SchemaForm';
import { renderWithEngine } from '../../engine/test-engine';
import { RemoteSelectWidget } from './RemoteSelectWidget';

const ROLES = [
  { value: 2, label: 'Client Exporter' },
  { value: 6, label: 'Document manager' },
];
const ACTIONS = [
  { value: 101, label: 'View Dashboard' },
  { value: 103, label: 'Transactions' },
];

const setup = (call = vi.fn(async (action: string) => (action === 'roles.active' ? ROLES : ACTIONS))) => {
  const onSubmit = vi.fn();
  renderWithEngine(<SchemaForm form={access} onSubmit={onSubmit} />, {
    widgets: { 'remote-select': RemoteSelectWidget },
    call,
  });
  return { user: userEvent.setup(), onSubmit, call };
};

describe('Access form', () => {
  it("says 'Please select a role' and 'Please select an access' on an empty submit", async () => {
    const { user, onSubmit } = setup();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please select a role')).toBeInTheDocument();
    expect(screen.getByText('Please select an access')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits the chosen role and actions as numbers, with the active status', async () => {
    const { user, onSubmit } = setup();
    await user.click(screen.getAllByLabelText(/^Role/)[0]);
    await user.click(await screen.findByRole('option', { name: 'Document manager' }));
    await user.click(screen.getAllByLabelText(/^Access/)[0]);
    await user.click(await screen.findByRole('option', { name: 'Transactions' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ roleMasterId: 6, actionMasterIds: [103], status: 'active' }),
    );
  });

  it("shows the server's message when the options cannot be loaded", async () => {
    setup(vi.fn(async () => Promise.reject(new Error('Something went wrong'))));
    expect((await screen.findAllByText('Something went wrong')).length).toBeGreaterThan(0);
  });
});
