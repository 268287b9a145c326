// Flow: each step's form holds only its own values; a step moved on to starts empty, unless a switch carries a value.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { WidgetProps } from '@rjsf/utils';
import * as mobileOtp from 'virtual:form/auth.sign-up-mobile-otp';
import * as emailOtp from 'virtual:form/auth.sign-up-otp';
import { describe, expect, it, vi } from 'vitest';
import type { FlowDeclaration } from '../core/declarations';
import { deferred } from '../form/speed/deferred';
import type { LoadedForm } from '../form/SchemaForm';
import { renderWithEngine } from '../test-engine';
import { Flow } from './Flow';

/** A declared form drawn in plain text inputs, so the engine is tested without the app's widgets. */
const plain = (form: LoadedForm): LoadedForm => ({ ...form, declaration: { ...form.declaration, ui: {} } });
const forms = { first: plain(emailOtp), second: plain(mobileOtp) };

/** Two steps that both name their field `otp`, a way back, and a switch that carries the first step's code. */
const flow: FlowDeclaration = {
  id: 'test.codes',
  start: 'first',
  steps: {
    first: {
      form: 'first',
      next: 'second',
      switches: [{ label: 'Same code again', to: 'second', carry: { otp: 'otp' } }],
    },
    second: { form: 'second', submit: 'test.finish', edit: { field: 'otp', to: 'first' } },
  },
};

const open = () => {
  const call = vi.fn(async () => ({}));
  const onDone = vi.fn();
  renderWithEngine(<Flow flow={flow} forms={forms} onDone={onDone} />, { call });
  return { call, onDone, user: userEvent.setup() };
};
const box = (name: RegExp) => screen.getByRole('textbox', { name });

describe('Flow', () => {
  it('starts a step moved on to empty, even where it names a field as the step before did', async () => {
    const { user, call } = open();
    await user.type(box(/Email OTP/), '1234');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('textbox', { name: /Mobile OTP/ })).toHaveValue('');
    await user.type(box(/Mobile OTP/), '5678');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(call).toHaveBeenCalledWith('test.finish', expect.objectContaining({ otp: '5678' })));
  });

  it('shows a step gone back to with what it held', async () => {
    const { user } = open();
    await user.type(box(/Email OTP/), '1234');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    expect(await screen.findByRole('textbox', { name: /Email OTP/ })).toHaveValue('1234');
  });

  it('brings into the next step only what a switch declares it carries', async () => {
    const { user } = open();
    await user.type(box(/Email OTP/), '1234');
    await user.tab();
    await user.click(screen.getByRole('button', { name: 'Same code again' }));
    expect(await screen.findByRole('textbox', { name: /Mobile OTP/ })).toHaveValue('1234');
  });

  it('fetches the widgets of the steps one click away while a step is shown, and not those further on', async () => {
    const fetched: string[] = [];
    const widget = (name: string) =>
      deferred<WidgetProps>(async () => {
        fetched.push(name);
        return { [name]: () => <input aria-label={name} /> };
      }, name);
    const naming = (form: LoadedForm, word: string): LoadedForm => ({
      ...form,
      declaration: { ...form.declaration, ui: { otp: { 'ui:widget': word } } },
    });
    const far: FlowDeclaration = {
      ...flow,
      steps: { ...flow.steps, second: { ...flow.steps.second, next: 'third' }, third: { form: 'third' } },
    };
    const loaded = { first: forms.first, second: naming(forms.second, 'near'), third: naming(forms.second, 'far') };
    renderWithEngine(<Flow flow={far} forms={loaded} onDone={vi.fn()} />, {
      widgets: { near: widget('Near'), far: widget('Far') },
    });
    await screen.findByRole('textbox', { name: /Email OTP/ });
    await waitFor(() => expect(fetched).toEqual(['Near']));
  });
});
