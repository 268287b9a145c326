// The onboarding declarations with the app's registries: typed dates of birth under 18, the country default, uploads.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import * as business from 'virtual:form/onboarding.business';
import * as owner from 'virtual:form/onboarding.owner';
import * as serviceBasic from 'virtual:form/onboarding.service-basic';
import * as stakeholder from 'virtual:form/onboarding.stakeholder';
import * as verification from 'virtual:form/onboarding.verification';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { LoadedForm } from '../../engine/form/SchemaForm';
import { SchemaForm } from '../../engine/form/SchemaForm';
import { renderWithEngine } from '../../engine/test-engine';
import { rules } from '../../rules';
import { preloadWidgets, widgets } from '../../widgets';

const LISTS: Record<string, { label: string; value: string }[]> = {
  'lists.individualBusinessTypes': ['IT Service Provider', 'Consultant', 'Individual/Freelancer'].map((type) => ({
    label: type,
    value: type,
  })),
  'lists.countries': [{ label: 'India', value: 'IN' }],
  'lists.currencies': ['INR', 'USD', 'GBP', 'EUR'].map((code) => ({ label: code, value: code })),
};

const open = (form: LoadedForm, initialData: Record<string, unknown> = {}) => {
  const onChange = vi.fn();
  const call = vi.fn(async (action: string) => LISTS[action] ?? []);
  const upload = vi.fn(async (file: File) => ({ documentId: 'DOC-1', documentName: file.name }));
  renderWithEngine(<SchemaForm form={form} initialData={initialData} onChange={onChange} />, {
    widgets,
    rules,
    call,
    upload,
    context: { console: 'client', clientType: 'Individual' },
  });
  return { onChange, upload, user: userEvent.setup({ applyAccept: false }) };
};

beforeAll(preloadWidgets);

describe('a date of birth typed from the keyboard (spec 2 section 5.3)', () => {
  const seventeen = dayjs().subtract(17, 'year');

  it.each([
    ["an owner's", owner, { stakeHolderType: 'owner' }, 'Stakeholder must be at least 18 years old'],
    ["a director's", stakeholder, { stakeHolderType: 'director' }, 'Director must be at least 18 years old'],
    ["the applicant's", verification, {}, 'You must be at least 18 years old'],
  ])('%s, under 18, is kept as typed and refused in its own words', async (_who, form, data, message) => {
    const { user, onChange } = open(form, data);
    const dob = screen.getByRole('textbox', { name: /^Date of Birth/ });
    await user.type(dob, seventeen.format('DD/MM/YYYY'));
    await user.tab();
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(dob).toHaveValue(seventeen.format('DD/MM/YYYY'));
    expect(screen.queryByText('Please enter Date of Birth')).not.toBeInTheDocument();
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ dob: seventeen.format('YYYY-MM-DD') }));
  });

  it('of an adult is taken without a message', async () => {
    const { user, onChange } = open(owner, { stakeHolderType: 'owner' });
    await user.type(screen.getByRole('textbox', { name: /^Date of Birth/ }), '12/04/1985');
    await user.tab();
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ dob: '1985-04-12' })));
    expect(screen.queryByText(/at least 18 years old/)).not.toBeInTheDocument();
  });
});

describe("the service exporter's basic step (spec 2 sections 3 and 4.2)", () => {
  const country = () => screen.queryByRole('textbox', { name: /^Country/ });

  it.each(['IT Service Provider', 'Consultant'])('defaults the country to India for %s', async (type) => {
    const { user, onChange } = open(serviceBasic);
    expect(country()).not.toBeInTheDocument();
    await user.click(screen.getByRole('textbox', { name: /^Business Type/ }));
    await user.click(await screen.findByRole('option', { name: type }));
    await waitFor(() => expect(country()).toHaveValue('India'));
    expect(onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ country: 'IN', allowedCurrency: ['USD', 'GBP', 'EUR'] }),
    );
  });

  it('leaves the country out of the short form', async () => {
    const { user, onChange } = open(serviceBasic, { businessCategory: 'IT Service Provider' });
    await waitFor(() => expect(country()).toHaveValue('India'));
    await user.click(screen.getByRole('textbox', { name: /^Business Type/ }));
    await user.click(await screen.findByRole('option', { name: 'Individual/Freelancer' }));
    await waitFor(() => expect(country()).not.toBeInTheDocument());
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ country: undefined }));
  });
});

describe("the goods exporter's business step (spec 2 section 5.2)", () => {
  it('defaults the country to India', async () => {
    open(business);
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Country/ })).toHaveValue('India'));
  });

  it("refuses a text file renamed .pdf as the GST certificate with 'Invalid file type', sending nothing", async () => {
    const { user, upload } = open(business);
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(input, new File(['just some notes'], 'gst.pdf', { type: 'application/pdf' }));
    // The field's own required message stands beside it, as for any touched field.
    expect(await screen.findByText(/Invalid file type/)).toBeInTheDocument();
    expect(screen.queryByText('Something went wrong while uploading document')).not.toBeInTheDocument();
    expect(upload).not.toHaveBeenCalled();
  });
});
