// The Wizard on the example declaration: resume, guards, failed saves, review, finish, skip, read-only, draft, forms it fetches.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as address from 'virtual:form/examples.address';
import * as contact from 'virtual:form/examples.contact';
import { declaration as example } from 'virtual:wizard/examples.contact';
import { describe, expect, it, vi } from 'vitest';
import type { WizardDeclaration } from '../core/declarations';
import type { RuleContext } from '../core/rules';
import type { LoadedForm } from '../form/SchemaForm';
import { renderWithEngine } from '../test-engine';
import { GUARD_MESSAGE, Wizard } from './Wizard';
import { writeDraft } from './draft';
import { startEarly } from '../early-answers';
import { maskPan, reviewLines } from './review';
import { openWizard } from './opening';
import { resumeIndex } from './resume';

const forms = { 'examples.contact': contact, 'examples.address': address };
const CONTACT = {
  name: 'Asha Verma',
  pan: 'ABCDE1234F',
  email: 'asha@demo.test',
  mobile: '9876543210',
  businessType: 'Individual',
};
const ADDRESS = { address1: '12 MG Road', city: 'Pune', pincode: '411001' };

const open = (
  options: {
    wizard?: WizardDeclaration;
    forms?: Record<string, LoadedForm>;
    fields?: Record<string, string[]>;
    saved?: Record<string, unknown>;
    context?: RuleContext;
    call?: (action: string, payload?: unknown) => Promise<unknown>;
  } = {},
) => {
  const onNavigate = vi.fn();
  const view = renderWithEngine(
    <Wizard
      wizard={options.wizard ?? example}
      forms={options.forms ?? forms}
      fields={options.fields}
      owner="US1"
      saved={options.saved}
      onNavigate={onNavigate}
    />,
    {
      context: options.context ?? { console: 'client', role: 'Client Exporter', clientStatus: null },
      call: options.call ?? (async () => ({})),
      rules: { gstForBusiness: () => ({}) } as never,
    },
  );
  return { user: userEvent.setup(), onNavigate, ...view };
};

/** The example wizard with a save on its address step, opened there with the address typed. */
async function typedAddress(save: (action: string, payload?: unknown) => Promise<unknown>) {
  const wizard = {
    ...example,
    steps: example.steps.map((step) => (step.id === 'address' ? { ...step, save: 'examples.save' } : step)),
  };
  const { user } = open({ wizard, saved: { contact: CONTACT }, call: save });
  await user.type(await screen.findByRole('textbox', { name: /Address Line 1/ }), '12 MG Road');
  await user.type(screen.getByRole('textbox', { name: /City/ }), 'Pune');
  await user.type(screen.getByRole('textbox', { name: /Pincode/ }), '411001');
  return user;
}

describe('Wizard', () => {
  it('opens at the first step the saved data leaves incomplete', async () => {
    open({ saved: { contact: CONTACT } });
    expect(await screen.findByRole('textbox', { name: /Address Line 1/ })).toBeInTheDocument();
  });

  it("fetches the next step's form when it is entered, not before", async () => {
    // A draft left on the first step: the wizard opens there, having fetched no other step's form.
    writeDraft('examples.contact', 'US1', { step: 0, data: {} });
    const { user } = open({ forms: { 'examples.contact': contact }, saved: { contact: CONTACT } });
    expect(await screen.findByRole('textbox', { name: /Full Name/ })).toHaveValue('Asha Verma');
    await user.click(screen.getByRole('button', { name: 'Save & Next' }));
    expect(await screen.findByRole('textbox', { name: /Address Line 1/ })).toBeInTheDocument();
  });

  it('refuses to jump past an incomplete step with the guard message', async () => {
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: /Review & Finish/ }));
    expect(await screen.findByText(GUARD_MESSAGE)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Full Name/ })).toBeInTheDocument();
  });

  it('keeps what was typed when the save fails, and moves on when it succeeds', async () => {
    const save = vi.fn().mockRejectedValueOnce(new Error('Server is busy')).mockResolvedValue({});
    const user = await typedAddress(save);
    await user.click(screen.getByRole('button', { name: 'Save & Next' }));
    expect(await screen.findByText('Server is busy')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Address Line 1/ })).toHaveValue('12 MG Road');
    await user.click(screen.getByRole('button', { name: 'Save & Next' }));
    expect(await screen.findByRole('button', { name: 'Finish' })).toBeInTheDocument();
    expect(save).toHaveBeenLastCalledWith('examples.save', ADDRESS);
  });

  it("shows the server's messages by field on the form when a newer version of it refused the save", async () => {
    const refusal = Object.assign(new Error('City must be at most 20 characters'), {
      data: { fields: { city: 'City must be at most 20 characters', exportLicence: 'Please enter Export Licence' } },
    });
    const save = vi.fn().mockRejectedValueOnce(refusal).mockResolvedValue({});
    const user = await typedAddress(save);
    await user.click(screen.getByRole('button', { name: 'Save & Next' }));
    // The alert above the form, the field's own message, and the one for a field this version does not draw.
    expect(await screen.findAllByText('City must be at most 20 characters')).toHaveLength(2);
    expect(screen.getByRole('textbox', { name: /City/ })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Please enter Export Licence')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /City/ }), 'x');
    await user.tab();
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /City/ })).not.toHaveAttribute('aria-invalid', 'true'),
    );
    expect(screen.queryByText('Please enter Export Licence')).toBeNull();
  });

  it('reviews every step with labels and masked PAN, then finishes to the console destination', async () => {
    const finish = vi.fn(async () => ({}));
    const { user, onNavigate } = open({
      wizard: { ...example, finish: 'examples.finish' },
      saved: { contact: CONTACT, address: ADDRESS },
      call: finish,
    });
    expect(await screen.findByText('XXXXXX234F')).toBeInTheDocument();
    expect(screen.getByText('Asha Verma')).toBeInTheDocument();
    expect(screen.getByText('411001')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    await waitFor(() => expect(onNavigate).toHaveBeenCalledWith('/dashboard'));
    expect(finish).toHaveBeenCalledWith('examples.finish', { contact: CONTACT, address: ADDRESS });
    expect(localStorage.getItem('draft:examples.contact:US1')).toBeNull();
  });

  it('reviews a field of a form newer than the wizard drawn, read again from the record it was saved to', async () => {
    // The wizard's fields were listed before pincode was published on the address form, which is fetched when its step
    // opens, as the version now in force: the review's reload binds the record with the fields that form draws.
    const record: Record<string, unknown> = { contact: CONTACT, address: { address1: '12 MG Road', city: 'Pune' } };
    const wizard: WizardDeclaration = {
      ...example,
      load: 'examples.load',
      steps: example.steps.map((step) =>
        step.review
          ? { ...step, reload: true }
          : { ...step, bind: `client#/${step.id}`, save: step.id === 'address' ? 'examples.save' : undefined },
      ),
    };
    const call = async (action: string, payload?: unknown) => {
      if (action === 'examples.load') return { record: structuredClone(record) };
      if (action === 'examples.save') record.address = payload;
      return {};
    };
    const fields = { 'examples.contact': Object.keys(CONTACT), 'examples.address': ['address1', 'city'] };
    const { user } = open({ wizard, forms: { 'examples.contact': contact }, fields, call });
    await user.type(await screen.findByRole('textbox', { name: /Pincode/ }), '411001');
    await user.click(screen.getByRole('button', { name: 'Save & Next' }));
    expect(await screen.findByRole('button', { name: 'Finish' })).toBeInTheDocument();
    expect(record.address).toEqual(ADDRESS);
    expect(within(screen.getByRole('region', { name: 'Address' })).getByText('411001')).toBeInTheDocument();
  });

  it('asks for its data while its rules are still coming, and binds the record once both are there', async () => {
    let rulesCame!: () => void;
    const rules: Record<string, unknown> = {};
    let rulesLoading: Promise<void> | undefined = new Promise<void>((resolve) => {
      rulesCame = () => {
        rules.gstForBusiness = () => ({});
        rulesLoading = undefined;
        resolve();
      };
    });
    const call = vi.fn(async () => ({ record: { contact: CONTACT } }));
    const wizard: WizardDeclaration = {
      ...example,
      load: 'examples.load',
      steps: example.steps.map((step) => (step.review ? step : { ...step, bind: `client#/${step.id}` })),
    };
    renderWithEngine(
      <Wizard
        wizard={wizard}
        forms={forms}
        fields={{ 'examples.contact': Object.keys(CONTACT), 'examples.address': ['address1', 'city', 'pincode'] }}
        owner="US1"
        onNavigate={vi.fn()}
      />,
      {
        context: { console: 'client', role: 'Client Exporter', clientStatus: null },
        call,
        rules: rules as never,
        loadRules: () => rulesLoading,
      },
    );
    await waitFor(() => expect(call).toHaveBeenCalledWith('examples.load', {}));
    expect(screen.getByLabelText(`Loading ${wizard.title}`)).toBeInTheDocument();
    rulesCame();
    expect(await screen.findByRole('textbox', { name: /Address Line 1/ })).toBeInTheDocument();
  });

  it('takes the saved data asked for as its route began instead of asking again', async () => {
    startEarly(async () => ({ data: { contact: CONTACT } }), 'examples.load', {});
    const call = vi.fn(async () => ({ data: {} }));
    open({ wizard: { ...example, load: 'examples.load' }, call });
    expect(await screen.findByRole('textbox', { name: /Address Line 1/ })).toBeInTheDocument();
    expect(call).not.toHaveBeenCalledWith('examples.load', expect.anything());
  });

  it('offers Skip in the client console after a confirmation, and not in the admin console', async () => {
    const { user, onNavigate, unmount } = open();
    await user.click(await screen.findByRole('button', { name: 'Skip' }));
    expect(
      await screen.findByText('Are you sure you want to skip? You can come back to it later.'),
    ).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Skip' }).at(-1)!);
    expect(onNavigate).toHaveBeenCalledWith('/dashboard');
    unmount();
    open({ context: { console: 'admin', role: 'Admin' } });
    expect(screen.queryByRole('button', { name: 'Skip' })).not.toBeInTheDocument();
  });

  it('is read-only with its banner when the client is approved', async () => {
    open({
      saved: { contact: CONTACT, address: ADDRESS },
      context: { console: 'client', role: 'Client Exporter', clientStatus: 'Approved' },
    });
    expect(await screen.findByText('Your details are approved and can no longer be changed.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Finish' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Contact Details' })).not.toBeInTheDocument();
  });

  it('keeps a draft of typed values across a reload', async () => {
    const first = open();
    await first.user.type(await screen.findByRole('textbox', { name: /Full Name/ }), 'Ravi');
    // A reload right after the last keystroke, before typing paused long enough for the form to settle it.
    window.dispatchEvent(new Event('pagehide'));
    first.unmount();
    open();
    expect(await screen.findByRole('textbox', { name: /Full Name/ })).toHaveValue('Ravi');
  });
});

describe('wizard helpers', () => {
  it('resumes at review when every step is complete, asking no step after the first incomplete one', async () => {
    expect(await resumeIndex(example.steps, { contact: 1, address: 1 }, () => true)).toBe(2);
    const asked: string[] = [];
    const complete = (step: { id: string }) => (asked.push(step.id), Promise.resolve(step.id === 'contact'));
    expect(await resumeIndex(example.steps, {}, complete)).toBe(1);
    expect(asked).toEqual(['contact', 'address']);
  });

  it('masks PAN and formats review values', () => {
    expect(maskPan('ABCDE1234F')).toBe('XXXXXX234F');
    const lines = reviewLines(
      contact.declaration.schema,
      { ...contact.declaration.ui, pan: { 'ui:widget': 'pan' } },
      CONTACT,
    );
    expect(lines).toContainEqual({ label: 'PAN', value: 'XXXXXX234F' });
    expect(lines).toContainEqual({ label: 'City', value: '-' });
  });
});

const completeness = { rules: { gstForBusiness: () => ({}) } as never, context: { console: 'client' as const } };
const opened = (saved: Record<string, unknown>, step?: number) =>
  openWizard({
    steps: example.steps,
    saved,
    draft: step === undefined ? null : { step, data: {} },
    forms: {},
    completeness,
  });

describe('openWizard', () => {
  it('opens a new wizard at its first step with that step form alone', async () => {
    const opening = await opened({});
    expect(opening.index).toBe(0);
    expect(Object.keys(opening.forms)).toEqual(['examples.contact']);
  });

  it('opens at the first incomplete step with the forms of the steps before it and its own', async () => {
    const opening = await opened({ contact: CONTACT });
    expect(opening.index).toBe(1);
    expect(Object.keys(opening.forms).sort()).toEqual(['examples.address', 'examples.contact']);
  });

  it("opens at the draft's step without asking the steps before it", async () => {
    const opening = await opened({}, 1);
    expect(opening.index).toBe(1);
    expect(Object.keys(opening.forms)).toEqual(['examples.address']);
  });

  it('opens the review with every step form, which it shows', async () => {
    const opening = await opened({ contact: CONTACT, address: ADDRESS });
    expect(opening.index).toBe(2);
    expect(Object.keys(opening.forms).sort()).toEqual(['examples.address', 'examples.contact']);
  });
});
