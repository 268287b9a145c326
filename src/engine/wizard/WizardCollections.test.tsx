// The wizard features onboarding relies on, on example declarations: loading with a scope, resume points, collections
// with maximums and delayed delete confirmation, checks with their dialogs and Try Again panel, read-only mode and the
// completion dialog.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as address from 'virtual:form/examples.address';
import * as contact from 'virtual:form/examples.contact';
import * as person from 'virtual:form/examples.person';
import { describe, expect, it, vi } from 'vitest';
import { CheckFailure } from '../core/check';
import type { WizardDeclaration } from '../core/declarations';
import type { RuleContext } from '../core/rules';
import { renderWithEngine } from '../test-engine';
import { GUARD_MESSAGE, Wizard } from './Wizard';

const forms = { 'examples.contact': contact, 'examples.address': address, 'examples.person': person };
const CONTACT = {
  name: 'Asha Verma',
  pan: 'ABCDE1234F',
  email: 'asha@demo.test',
  mobile: '9876543210',
  businessType: 'Individual',
};
const ADDRESS = { address1: '12 MG Road', city: 'Pune', pincode: '411001' };
const LEAD = { id: 'P1', role: 'lead', name: 'Ravi Kumar', pan: 'ABCPK1234F' };

const TEAM: WizardDeclaration = {
  id: 'examples.team',
  title: 'Team',
  load: 'examples.load',
  steps: [
    { id: 'contact', title: 'Contact Details', form: 'examples.contact', save: 'examples.saveContact' },
    {
      id: 'team',
      title: 'Team',
      resumeWhen: 'people',
      collection: {
        field: 'people',
        typeField: 'role',
        sections: [
          {
            type: 'lead',
            title: 'Lead',
            form: 'examples.person',
            max: 1,
            min: 1,
            alsoAdd: { field: 'alsoMember', type: 'member' },
          },
          {
            type: 'member',
            title: 'Members',
            addLabel: 'Add Member',
            form: 'examples.person',
            max: 2,
            fieldUi: { alsoMember: { hidden: true } },
          },
        ],
        add: 'examples.addPerson',
        remove: 'examples.removePerson',
        summary: { title: 'name', fields: ['pan'], masked: ['pan'] },
        confirmRemove: { text: 'Are you sure? You want to delete this person', delayMs: 500 },
        empty: 'No record found!',
        minMessage: 'Please add a lead to continue',
      },
    },
    {
      id: 'address',
      title: 'Address',
      form: 'examples.address',
      check: {
        action: 'examples.checkAddress',
        progress: { title: 'Checking your address', text: 'Please wait a moment' },
        success: { title: 'Address checked', closeAfterMs: 3000 },
        failurePanel: { title: 'Address not checked', retry: 'Try Again' },
      },
      save: 'examples.saveAddress',
      advanceAfterMs: 1000,
      resumeWhen: 'address1',
    },
    { id: 'review', title: 'Review & Finish', review: true, reload: true },
  ],
  finish: 'examples.submit',
  finishWith: { variant: 'example' },
  finishDialog: { title: 'Thank you', text: 'Your details were sent.', confirm: 'Continue' },
  finishTo: { client: '/dashboard', admin: '/onboarding-list' },
  readOnlyWhen: { clientStatus: ['Approved', 'Rejected'] },
  readOnlyBanner: { consoles: ['admin'], text: 'Update is not allowed because the client status is {clientStatus}.' },
  readOnlyDone: 'Already approved: you may leave.',
};

/** The example contact form names this rule; its behaviour is not what these tests are about. */
const RULES = { gstForBusiness: () => ({}) } as never;

type Actions = Record<string, (payload: Record<string, unknown>) => unknown>;

const open = (saved: Record<string, unknown>, actions: Actions = {}, context?: RuleContext) => {
  const call = vi.fn(async (action: string, payload?: unknown) => {
    if (action === 'examples.load') return { data: saved, context: { clientStatus: null } };
    const handler = actions[action];
    return handler ? handler(payload as Record<string, unknown>) : { message: `${action} done` };
  });
  const onNavigate = vi.fn();
  localStorage.clear();
  const view = renderWithEngine(
    <Wizard wizard={TEAM} forms={forms} owner="US1" scope={{ clientId: 'CL9' }} onNavigate={onNavigate} />,
    { call, context: context ?? { console: 'client', role: 'Client Exporter' }, rules: RULES },
  );
  return { call, onNavigate, user: userEvent.setup(), ...view };
};

describe('a wizard that loads its data for one client', () => {
  it('loads with the scope, resumes at the furthest reached step and hands the scope to every action', async () => {
    const { call, user } = open({ contact: CONTACT, team: { people: [] } });
    await user.click(await screen.findByRole('button', { name: 'Save & Next' }));
    expect(await screen.findByText('Please add a lead to continue')).toBeInTheDocument();
    expect(call).toHaveBeenCalledWith('examples.load', { clientId: 'CL9' });
    expect(call).toHaveBeenCalledWith('examples.saveContact', expect.objectContaining({ clientId: 'CL9', ...CONTACT }));
    expect(screen.getAllByText('No record found!')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText(GUARD_MESSAGE)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add Lead' }));
    await user.type(screen.getByRole('textbox', { name: /Full Name/ }), 'Ravi Kumar');
    await user.type(screen.getByRole('textbox', { name: /^PAN/ }), 'abcpk1234f');
    await user.click(screen.getByRole('checkbox', { name: /also a member/ }));
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(screen.getAllByText('Ravi Kumar')).toHaveLength(2));
    expect(call).toHaveBeenCalledWith('examples.addPerson', {
      clientId: 'CL9',
      name: 'Ravi Kumar',
      pan: 'ABCPK1234F',
      role: 'lead',
    });
    expect(call).toHaveBeenCalledWith('examples.addPerson', expect.objectContaining({ role: 'member' }));
    expect(screen.getAllByText('XXXXXX234F')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Add Lead' })).toBeDisabled();
    expect(screen.queryByText('Please add a lead to continue')).not.toBeInTheDocument();
  });

  it('resumes at the furthest step reached, and shows a PAN in full once its entry is expanded', async () => {
    const { user } = open({ contact: CONTACT, team: { people: [LEAD] } });
    await user.click(await screen.findByRole('button', { name: 'Expand Ravi Kumar' }));
    expect(screen.getAllByText('ABCPK1234F').length).toBeGreaterThan(0);
    expect(screen.queryByText('XXXXXX234F')).not.toBeInTheDocument();
  });

  it('asks before deleting, only after the declared delay, then removes the entry', async () => {
    const { call, user } = open({ contact: CONTACT, team: { people: [LEAD] } });
    await user.click(await screen.findByRole('button', { name: 'Delete Ravi Kumar' }));
    expect(screen.queryByText('Are you sure? You want to delete this person')).not.toBeInTheDocument();
    const dialog = await screen.findByRole('dialog', { name: 'Delete' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getAllByText('No record found!')).toHaveLength(2));
    expect(call).toHaveBeenCalledWith('examples.removePerson', { clientId: 'CL9', ...LEAD });
  });
});

describe('entering rules', () => {
  it('run on the step the wizard opens at, seeing the other steps', async () => {
    const wizard = {
      ...TEAM,
      steps: TEAM.steps.map((step) => (step.id === 'address' ? { ...step, enterRules: ['cityOfContact'] } : step)),
    };
    const rules = {
      gstForBusiness: () => ({}),
      cityOfContact: (data: { city?: string }, context: RuleContext) =>
        data.city ? {} : { values: { city: `Near ${(context.related?.contact as { name: string }).name}` } },
    } as never;
    const call = vi.fn(async () => ({
      data: { contact: CONTACT, team: { people: [LEAD] }, address: { address1: '12 MG Road' } },
    }));
    renderWithEngine(<Wizard wizard={wizard} forms={forms} owner="US1" onNavigate={vi.fn()} />, {
      call,
      rules,
      context: { console: 'client', role: 'Client Exporter' },
    });
    expect(await screen.findByRole('textbox', { name: /City/ })).toHaveValue('Near Asha Verma');
  });
});

describe('a step with a check', () => {
  const reached = { contact: CONTACT, team: { people: [LEAD] }, address: ADDRESS };

  it('shows progress, then success, saves, and moves on a second later', async () => {
    const { call, user } = open(reached, { 'examples.checkAddress': () => ({ message: 'Address is in review.' }) });
    await user.click(await screen.findByRole('button', { name: 'Save & Next' }));
    expect(await screen.findByRole('dialog', { name: 'Address checked' })).toHaveTextContent('Address is in review.');
    expect(call).toHaveBeenCalledWith('examples.saveAddress', { clientId: 'CL9', ...ADDRESS });
    expect(await screen.findByRole('button', { name: 'Finish' })).toBeInTheDocument();
  });

  it('hides the form behind the Try Again panel when the check cannot answer, keeping what was typed', async () => {
    const { call, user } = open(reached, {
      'examples.checkAddress': () => {
        throw new CheckFailure('The service is down.', true);
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Save & Next' }));
    expect(await screen.findByText('Address not checked')).toBeInTheDocument();
    expect(screen.getByText('The service is down.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Address Line 1/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(screen.getByRole('textbox', { name: /Address Line 1/ })).toHaveValue('12 MG Road');
    expect(call).not.toHaveBeenCalledWith('examples.saveAddress', expect.anything());
  });

  it('keeps the form and says why when the check refuses the data', async () => {
    const { user } = open(reached, {
      'examples.checkAddress': () => {
        throw new CheckFailure('Please check your address.');
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Save & Next' }));
    expect(await screen.findByText('Please check your address.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Address Line 1/ })).toHaveValue('12 MG Road');
  });
});

describe('review and finish', () => {
  it('reloads on entering the review, reviews each person, then thanks and leads on', async () => {
    const all = { contact: CONTACT, team: { people: [LEAD] }, address: ADDRESS };
    const { call, user, onNavigate } = open(all);
    await user.click(await screen.findByRole('button', { name: /Review & Finish/ }));
    expect(await screen.findByRole('heading', { name: 'Team: Lead - Ravi Kumar' })).toBeInTheDocument();
    expect(call.mock.calls.filter(([action]) => action === 'examples.load')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    expect(call).toHaveBeenCalledWith(
      'examples.submit',
      expect.objectContaining({ clientId: 'CL9', variant: 'example' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Thank you' });
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(onNavigate).toHaveBeenCalledWith('/dashboard');
  });

  it('is read-only for an approved client: the admin sees the banner, nothing can be added, Next says so at the end', async () => {
    const call = vi.fn(async () => ({
      data: { contact: CONTACT, team: { people: [LEAD] }, address: ADDRESS },
      context: { clientStatus: 'Approved' },
    }));
    renderWithEngine(
      <Wizard wizard={TEAM} forms={forms} owner="US1" scope={{ clientId: 'CL9' }} onNavigate={vi.fn()} />,
      {
        call,
        context: { console: 'admin', role: 'Admin' },
        rules: RULES,
      },
    );
    const user = userEvent.setup();
    expect(await screen.findByText('Update is not allowed because the client status is Approved.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Team: Lead - Ravi Kumar' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Finish' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Already approved: you may leave.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^Team/ }));
    expect(await screen.findByRole('button', { name: 'Expand Ravi Kumar' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Member' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Ravi Kumar' })).not.toBeInTheDocument();
  });
});
