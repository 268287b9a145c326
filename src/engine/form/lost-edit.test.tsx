// A value the engine set beside RJSF (a widget's sibling field, a rule's rewrite of a typed value) never overrides
// what the user did next, nor what the field shows.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { WidgetProps } from '@rjsf/utils';
import * as contact from 'virtual:form/examples.contact';
import { describe, expect, it, vi } from 'vitest';
import type { Rule } from '../core/rules';
import { renderWithEngine } from '../test-engine';
import { SchemaForm } from './SchemaForm';

/** A widget that fills the business type, as a remote select's `fill` does. */
function Filler(props: WidgetProps) {
  const { setField } = props.registry.formContext as { setField: (name: string, value: unknown) => void };
  return (
    <button type="button" onClick={() => setField('businessType', 'Business')}>
      Fill
    </button>
  );
}

const VALID = { name: 'Asha Verma', pan: 'ABCDE1234F', email: 'asha@demo.test', mobile: '9876543210' };

/** The contact form with the filler on GST Number, and the business type drawn as `widget` (a select by default). */
const open = (rule: Rule<Record<string, unknown>> = () => ({}), widget?: string) => {
  const ui = {
    ...contact.declaration.ui,
    gstNumber: { 'ui:widget': 'filler' },
    ...(widget ? { businessType: { 'ui:widget': widget } } : {}),
  };
  const form = { ...contact, declaration: { ...contact.declaration, ui } };
  const onChange = vi.fn();
  const onSubmit = vi.fn();
  renderWithEngine(<SchemaForm form={form} initialData={VALID} onChange={onChange} onSubmit={onSubmit} />, {
    widgets: { filler: Filler } as never,
    rules: { gstForBusiness: rule } as never,
  });
  return { onChange, onSubmit, user: userEvent.setup() };
};

describe("a widget's sibling field, then the user's change to it through RJSF", () => {
  it('keeps the option the user picks in a select', async () => {
    const { onChange, onSubmit, user } = open();
    await user.click(screen.getByRole('button', { name: 'Fill' }));
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ businessType: 'Business' })),
    );
    await user.click(screen.getAllByLabelText(/Business Type/)[0]);
    await user.click(await screen.findByRole('option', { name: 'Individual' }));
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ businessType: 'Individual' })),
    );
    expect(screen.getAllByLabelText(/Business Type/)[0]).toHaveValue('Individual');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ businessType: 'Individual' })));
  });

  it('keeps the choice the user makes in a radio group', async () => {
    const { onChange, onSubmit, user } = open(undefined, 'radio');
    await user.click(screen.getByRole('button', { name: 'Fill' }));
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Business' })).toBeChecked());
    await user.click(screen.getByRole('radio', { name: 'Individual' }));
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ businessType: 'Individual' })),
    );
    expect(screen.getByRole('radio', { name: 'Individual' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ businessType: 'Individual' })));
  });
});

describe('a typed value a rule rewrites', () => {
  it('shows what the form reported', async () => {
    const trimmed: Rule<Record<string, unknown>> = (data) =>
      typeof data.name === 'string' ? { values: { name: data.name.trim() } } : {};
    const { onChange, user } = open(trimmed);
    const name = screen.getByLabelText(/Full Name/);
    await user.clear(name);
    await user.type(name, 'Asha Rao  ');
    await user.tab();
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ name: 'Asha Rao' })));
    await waitFor(() => expect(name).toHaveValue('Asha Rao'));
  });
});
