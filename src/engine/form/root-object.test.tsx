// Messages reach the fields around RJSF's Form: a message appearing rebuilds nothing of RJSF's, and a form-wide one shows.
import Form from '@rjsf/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as contact from 'virtual:form/examples.contact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Rule } from '../core/rules';
import { renderWithEngine } from '../test-engine';
import { SchemaForm } from './SchemaForm';

const setup = (rule: Rule<Record<string, unknown>> = () => ({})) => {
  renderWithEngine(<SchemaForm form={contact} onSubmit={vi.fn()} />, { rules: { gstForBusiness: rule } as never });
  return userEvent.setup();
};

afterEach(() => vi.restoreAllMocks());

describe('shown messages', () => {
  it('shows the message of a field left, without RJSF rebuilding its state or drawing the form again', async () => {
    const user = setup();
    const rebuilt = vi.spyOn(Form.prototype, 'getStateFromProps');
    const drawn = vi.spyOn(Form.prototype, 'render');
    await user.type(screen.getByLabelText(/Full Name/), 'Al');
    await new Promise((resolve) => setTimeout(resolve, 400));
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
});
