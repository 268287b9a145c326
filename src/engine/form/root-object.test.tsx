// The root object: messages and typed values reach the fields around RJSF's Form, which rebuilds nothing for them.
import Form from '@rjsf/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as contact from 'virtual:form/examples.contact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Rule } from '../core/rules';
import { renderWithEngine } from '../test-engine';
import { SchemaForm } from './SchemaForm';

const setup = (rule: Rule<Record<string, unknown>> = () => ({}), onChange = vi.fn()) => {
  renderWithEngine(<SchemaForm form={contact} onSubmit={vi.fn()} onChange={onChange} />, {
    rules: { gstForBusiness: rule } as never,
  });
  return userEvent.setup();
};
const pause = () => new Promise((resolve) => setTimeout(resolve, 400));

afterEach(() => vi.restoreAllMocks());

describe('shown messages', () => {
  it('shows the message of a field left, without RJSF rebuilding its state or drawing the form again', async () => {
    const user = setup();
    const rebuilt = vi.spyOn(Form.prototype, 'getStateFromProps');
    const drawn = vi.spyOn(Form.prototype, 'render');
    await user.type(screen.getByLabelText(/Full Name/), 'Al');
    await pause();
    rebuilt.mockClear();
    drawn.mockClear();
    await user.tab();
    expect(await screen.findByText('Please enter at least 3 characters for Full Name')).toBeInTheDocument();
    expect(screen.getByLabelText(/Full Name/)).toHaveAttribute('aria-invalid', 'true');
    expect(rebuilt).not.toHaveBeenCalled();
    expect(drawn).not.toHaveBeenCalled();
  });

  it('shows a message about the whole form (a rule answering for path "") once the form is submitted', async () => {
    const user = setup(() => ({ errors: { '': 'These details do not fit together' } }));
    expect(screen.queryByText('These details do not fit together')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('These details do not fit together')).toHaveAttribute('role', 'alert');
    expect(screen.getAllByText('These details do not fit together')).toHaveLength(1);
  });

  it('takes a typed value without RJSF, and hands it to RJSF with the next change RJSF makes', async () => {
    const onChange = vi.fn();
    const user = setup(undefined, onChange);
    // RJSF's own handling of a change (not in its typings)
    const changes = vi.spyOn(Form.prototype as unknown as { processChange: () => unknown }, 'processChange');
    await user.type(screen.getByLabelText(/Full Name/), 'Asha Rao');
    await pause();
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ name: 'Asha Rao' }));
    expect(changes).not.toHaveBeenCalled();
    await user.click(screen.getAllByLabelText(/Business Type/)[0]);
    await user.click(await screen.findByRole('option', { name: 'Business' }));
    await waitFor(() => expect(changes).toHaveBeenCalled());
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ name: 'Asha Rao', businessType: 'Business' }));
    // RJSF holds the typed value now: a number field settling through RJSF carries it
    await user.type(screen.getByLabelText(/Monthly Volume/), '5000');
    await user.tab();
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith(
        expect.objectContaining({ name: 'Asha Rao', businessType: 'Business', amount: 5000 }),
      ),
    );
    expect(screen.getByLabelText(/Full Name/)).toHaveValue('Asha Rao');
  });
});
