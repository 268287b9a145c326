// SchemaForm on a real declaration: messages only once touched or submitted, transforms as typed, rules applied, submit.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as contact from 'virtual:form/examples.contact';
import * as serviceBasic from 'virtual:form/onboarding.service-basic';
import { describe, expect, it, vi } from 'vitest';
import type { Rule } from '../core/rules';
import { renderWithEngine } from '../test-engine';
import { SchemaForm } from './SchemaForm';

const gstForBusiness: Rule<{ businessType?: string }> = (data) =>
  data.businessType === 'Business'
    ? { ui: { gstNumber: { required: true } } }
    : data.businessType === 'Individual'
      ? { ui: { gstNumber: { hidden: true } } }
      : {};

const setup = (props: Partial<Parameters<typeof SchemaForm>[0]> = {}) => {
  const onSubmit = vi.fn();
  renderWithEngine(<SchemaForm form={contact} onSubmit={onSubmit} {...props} />, {
    rules: { gstForBusiness } as never,
  });
  return { onSubmit, user: userEvent.setup() };
};

describe('SchemaForm', () => {
  it('shows no message on an untouched form', () => {
    setup();
    expect(screen.queryByText('Please enter Full Name')).not.toBeInTheDocument();
    expect(screen.queryByText(/Please enter/)).not.toBeInTheDocument();
  });

  it("shows a field's message once it was touched, and the spec's generic wording", async () => {
    const { user } = setup();
    await user.type(screen.getByLabelText(/Full Name/), 'Al');
    await user.tab();
    expect(await screen.findByText('Please enter at least 3 characters for Full Name')).toBeInTheDocument();
    expect(screen.queryByText('Please enter PAN')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(/Full Name/), 'x'.repeat(60));
    expect(await screen.findByText('Please enter maximum 50 characters for Full Name')).toBeInTheDocument();
  });

  it('keeps its messages where they are while a button is pressed, so the press ends on that button', async () => {
    const { user } = setup();
    const name = screen.getByLabelText(/Full Name/);
    await user.type(name, 'Al');
    await user.tab();
    const short = 'Please enter at least 3 characters for Full Name';
    expect(await screen.findByText(short)).toBeInTheDocument();
    await user.type(name, 'ice');
    // Pressing Save takes the focus: the field settles valid, but its message stays until the button is released.
    await user.pointer({ keys: '[MouseLeft>]', target: screen.getByRole('button', { name: 'Save' }) });
    expect(name).not.toHaveFocus();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByText(short)).toBeInTheDocument();
    await user.pointer({ keys: '[/MouseLeft]', target: screen.getByRole('button', { name: 'Save' }) });
    await waitFor(() => expect(screen.queryByText(short)).not.toBeInTheDocument());
    expect(await screen.findByText('Please enter PAN')).toBeInTheDocument();
  });

  it('draws no placeholder on a text or number field that declares none', async () => {
    setup();
    // RJSF hands each field '': as an attribute, a hidden placeholder element restyled on every keystroke.
    for (const label of [/Full Name/, /^City/, /Monthly Volume/])
      expect(await screen.findByLabelText(label)).not.toHaveAttribute('placeholder');
  });

  it("lays each field's own element in the grid, with no box around it", async () => {
    setup();
    await screen.findByLabelText(/Full Name/);
    const grid = document.querySelector('.mantine-SimpleGrid-root')!;
    const cells = [...grid.children].filter((cell) => cell.tagName !== 'STYLE');
    expect(cells.length).toBeGreaterThan(5);
    for (const cell of cells) expect(cell).toHaveClass('rjsf-field');
  });

  it('shows every message on submit and does not submit', async () => {
    const { user, onSubmit } = setup();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please enter Full Name')).toBeInTheDocument();
    expect(screen.getByText('Please enter PAN')).toBeInTheDocument();
    expect(screen.getByText('Please enter Email')).toBeInTheDocument();
    expect(screen.getByText('Required!')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('applies the declared transforms as the user types', async () => {
    const { user } = setup();
    await user.type(screen.getByLabelText(/^PAN/), 'abcde1234fgh');
    expect(screen.getByLabelText(/^PAN/)).toHaveValue('ABCDE1234F');
    await user.type(screen.getByLabelText(/Pincode/), '56a0 0012');
    expect(screen.getByLabelText(/Pincode/)).toHaveValue('560001');
    await user.type(screen.getByLabelText(/City/), 'Bengaluru 560');
    expect(screen.getByLabelText(/City/)).toHaveValue('Bengaluru ');
    await user.type(screen.getByLabelText(/Mobile Number/), '98765432101');
    expect(screen.getByLabelText(/Mobile Number/)).toHaveValue('9876543210');
  });

  it('uses the messages of the shared definitions', async () => {
    const { user } = setup();
    await user.type(screen.getByLabelText(/Mobile Number/), '1234567890');
    await user.type(screen.getByLabelText(/Email/), 'not-an-email');
    await user.tab();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Invalid Mobile Number')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid Email')).toBeInTheDocument();
  });

  it('applies rules: GST required for a business, hidden for an individual', async () => {
    const { user } = setup();
    await user.click(screen.getAllByLabelText(/Business Type/)[0]);
    await user.click(await screen.findByRole('option', { name: 'Business' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const gst = screen.getByLabelText(/GST Number/);
    expect(gst.closest('.mantine-InputWrapper-root')).toHaveTextContent('Required!');
    await user.click(screen.getAllByLabelText(/Business Type/)[0]);
    await user.click(await screen.findByRole('option', { name: 'Individual' }));
    await waitFor(() => expect(screen.queryByLabelText(/GST Number/)).not.toBeInTheDocument());
  });

  it('disables submit while a rule holds it, and says why beside it', async () => {
    const holdForIndividual: Rule<{ businessType?: string }> = (data) =>
      data.businessType === 'Individual' ? { holdSubmit: 'Individuals are not taken yet' } : {};
    renderWithEngine(<SchemaForm form={contact} onSubmit={vi.fn()} />, {
      rules: { gstForBusiness: holdForIndividual } as never,
    });
    const user = userEvent.setup();
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
    await user.type(screen.getByLabelText(/Full Name/), 'Asha Rao');
    await user.click(screen.getAllByLabelText(/Business Type/)[0]);
    await user.click(await screen.findByRole('option', { name: 'Individual' }));
    const save = screen.getByRole('button', { name: 'Save' });
    await waitFor(() => expect(save).toBeDisabled());
    expect(save).toHaveAccessibleDescription('Individuals are not taken yet');
    // What was typed and chosen stays when the button changes (RJSF rebuilds its state on any prop change).
    expect(screen.getByLabelText(/Full Name/)).toHaveValue('Asha Rao');
    expect(screen.getAllByLabelText(/Business Type/)[0]).toHaveValue('Individual');
    await user.click(screen.getAllByLabelText(/Business Type/)[0]);
    await user.click(await screen.findByRole('option', { name: 'Business' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled());
    expect(screen.queryByText('Individuals are not taken yet')).not.toBeInTheDocument();
  });

  it('submits valid data as typed', async () => {
    const { user, onSubmit } = setup({
      initialData: {
        name: 'Asha Verma',
        pan: 'ABCDE1234F',
        email: 'asha@demo.test',
        mobile: '9876543210',
        businessType: 'Individual',
      },
    });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ name: 'Asha Verma', pan: 'ABCDE1234F', businessType: 'Individual' }),
      ),
    );
  });

  it('keeps what was typed while a slow submit runs and after it fails', async () => {
    let fail: (error: Error) => void = () => undefined;
    const onSubmit = vi.fn(() => new Promise<void>((_resolve, reject) => (fail = reject)));
    const { user } = setup({
      onSubmit,
      initialData: {
        name: 'Asha Verma',
        pan: 'ABCDE1234F',
        email: 'asha@demo.test',
        mobile: '9876543210',
        businessType: 'Individual',
      },
    });
    await user.type(screen.getByLabelText(/City/), 'Pune');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ city: 'Pune' })));
    expect(screen.getByLabelText(/City/)).toHaveValue('Pune');
    fail(new Error('Server is busy'));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled());
    expect(screen.getByLabelText(/City/)).toHaveValue('Pune');
  });

  it('renders read-only without a submit button', () => {
    setup({ readOnly: true, initialData: { name: 'Asha Verma' } });
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.getByLabelText(/Full Name/)).toBeDisabled();
  });
});

describe('SchemaForm: a field a rule reveals', () => {
  /** Country (declared default IN) is hidden and emptied until the business type is a consultant's. */
  const consultantsCountry: Rule<{ businessCategory?: string }> = (data) =>
    data.businessCategory === 'Consultant' ? {} : { ui: { country: { hidden: true } }, values: { country: undefined } };
  // The declared schema with its precompiled validators, in plain text inputs, under the rule above alone.
  const form = { ...serviceBasic, declaration: { ...serviceBasic.declaration, ui: {}, rules: ['consultantsCountry'] } };

  const open = () => {
    const onChange = vi.fn();
    renderWithEngine(<SchemaForm form={form} onChange={onChange} />, { rules: { consultantsCountry } as never });
    return { onChange, user: userEvent.setup() };
  };
  const businessType = () => screen.getByRole('textbox', { name: /Business Type/ });
  const country = () => screen.queryByRole('textbox', { name: /^Country/ });

  it('gets its declared default when it appears, and loses it when hidden again', async () => {
    const { user, onChange } = open();
    expect(country()).not.toBeInTheDocument();
    await user.type(businessType(), 'Consultant');
    await user.tab();
    await waitFor(() => expect(country()).toHaveValue('IN'));
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ country: 'IN' }));
    await user.type(businessType(), 's');
    await user.tab();
    await waitFor(() => expect(country()).not.toBeInTheDocument());
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ country: undefined }));
  });

  it('keeps a value the data already gives it', async () => {
    const onChange = vi.fn();
    renderWithEngine(
      <SchemaForm form={form} onChange={onChange} initialData={{ businessCategory: 'Consultant', country: 'AE' }} />,
      { rules: { consultantsCountry } as never },
    );
    expect(country()).toHaveValue('AE');
  });
});
