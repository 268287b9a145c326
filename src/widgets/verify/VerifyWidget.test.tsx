// The admin HS code form (spec 3 section 5): verify needs all four parts, shows the server's verdict, resets on edit.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as hsCode from 'virtual:form/masters.hs-code';
import { describe, expect, it, vi } from 'vitest';
import { SchemaForm } from '../../engine/form/SchemaForm';
import { renderWithEngine } from '../../engine/test-engine';
import { rules } from '../../rules';
import { RemoteSelectWidget } from '../remote-select/RemoteSelectWidget';
import { VerifyWidget } from './VerifyWidget';

const INDUSTRIES = [
  { value: 'agriculture', label: 'Agriculture & Food' },
  { value: 'textiles', label: 'Textiles & Apparel' },
];

const setup = (validate: (parts: unknown) => Promise<unknown>, initialData?: Record<string, unknown>) => {
  const onSubmit = vi.fn();
  const call = vi.fn(async (action: string, payload?: unknown) =>
    action === 'hsCodes.industries' ? INDUSTRIES : validate(payload),
  );
  renderWithEngine(<SchemaForm form={hsCode} onSubmit={onSubmit} initialData={initialData} />, {
    widgets: { verify: VerifyWidget, 'remote-select': RemoteSelectWidget },
    rules,
    call,
  });
  return { user: userEvent.setup(), onSubmit, call };
};

const type = async (user: ReturnType<typeof userEvent.setup>, label: RegExp, text: string) =>
  user.type(screen.getByRole('textbox', { name: label }), text);

describe('HS code verify', () => {
  it('names the missing parts before verifying', async () => {
    const { user, call } = setup(async () => ({}));
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(
      await screen.findByText('Please fill Chapter, Heading, Sub Heading, Code before verifying.'),
    ).toBeInTheDocument();
    await type(user, /^Chapter/, '09');
    await type(user, /^Code/, '10');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Please fill Heading, Sub Heading before verifying.')).toBeInTheDocument();
    expect(call).not.toHaveBeenCalledWith('hsCodes.validate', expect.anything());
  });

  it("shows the server's verdict for a code that exists", async () => {
    const { user } = setup(async () => {
      throw new Error('HS Code already exists');
    });
    for (const [label, value] of [
      [/^Chapter/, '09'],
      [/^Heading/, '04'],
      [/^Sub Heading/, '11'],
      [/^Code/, '00'],
    ] as const)
      await type(user, label, value);
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('HS Code already exists')).toBeInTheDocument();
  });

  it('keeps only two digits per part, verifies, resets when a part changes, and saves once verified', async () => {
    const { user, onSubmit, call } = setup(async () => ({ hsCode: '09101110' }));
    await type(user, /^Chapter/, '0a9x9');
    expect(screen.getByRole('textbox', { name: /^Chapter/ })).toHaveValue('09');
    for (const [label, value] of [
      [/^Heading/, '10'],
      [/^Sub Heading/, '11'],
      [/^Code/, '10'],
    ] as const)
      await type(user, label, value);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please verify the HS Code before saving')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(call).toHaveBeenCalledWith('hsCodes.validate', {
      chapter: '09',
      heading: '10',
      subHeading: '11',
      code: '10',
    });
    expect(await screen.findByText('Verified')).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: /^Code/ }));
    await type(user, /^Code/, '20');
    await waitFor(() => expect(screen.queryByText('Verified')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await screen.findByText('Verified');
    await user.click(screen.getAllByLabelText(/^Industry/)[0]);
    await user.click(await screen.findByRole('option', { name: 'Textiles & Apparel' }));
    await user.type(screen.getByRole('textbox', { name: /^Description/ }), 'Saffron');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        chapter: '09',
        heading: '10',
        subHeading: '11',
        code: '20',
        isValidate: true,
        industry: 'textiles',
        productDetails: 'Saffron',
      }),
    );
  });

  it('keeps a verdict the form was loaded with until a part changes', async () => {
    const { user, call } = setup(async () => ({}), {
      chapter: '09',
      heading: '10',
      subHeading: '11',
      code: '10',
      isValidate: true,
    });
    expect(await screen.findByText('Verified')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByText('Verified')).toBeInTheDocument();
    expect(call).not.toHaveBeenCalledWith('hsCodes.validate', expect.anything());
    await user.clear(screen.getByRole('textbox', { name: /^Code/ }));
    await type(user, /^Code/, '20');
    await waitFor(() => expect(screen.queryByText('Verified')).not.toBeInTheDocument());
  });

  it('limits the description to 300 characters with the generic message', async () => {
    const { user } = setup(async () => ({}));
    await user.click(screen.getByRole('textbox', { name: /^Description/ }));
    await user.paste('x'.repeat(301));
    await user.tab();
    expect(await screen.findByText('Please enter maximum 300 characters for Description')).toBeInTheDocument();
  });
});
