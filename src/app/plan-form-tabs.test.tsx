// `ui:tabs` on the Subscription Plan form (spec 2 sections 4.8 and 5.7): tabs whose fields the rules hide are
// disabled, a locked choice disables the options not chosen, and a tab's Next moves on only once the tab is valid.
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as plan from 'virtual:form/subscription.plan';
import { beforeAll, describe, expect, it } from 'vitest';
import { SchemaForm } from '../engine/form/SchemaForm';
import { renderWithEngine } from '../engine/test-engine';
import { rules } from '../rules';
import { preloadWidgets, widgets } from '../widgets';

/** Renders the form in an awaited act, as React asks when a component suspends (its checkboxes come on first use). */
const show = (initialData: Record<string, unknown>) =>
  act(async () => {
    renderWithEngine(<SchemaForm form={plan} initialData={initialData} onSubmit={() => undefined} />, {
      widgets,
      rules,
    });
  });

describe('a form in declared tabs', () => {
  beforeAll(preloadWidgets);

  it('disables the tabs whose fields the rules hide (an Individual plan has no Accessibility or Pricing)', async () => {
    await show({ planId: 'PLAN_INDIVIDUAL' });
    expect(await screen.findByRole('tab', { name: 'Settings' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Accessibility' })).toBeDisabled());
    expect(screen.getByRole('tab', { name: 'Pricing' })).toBeDisabled();
    // Single is locked: the option not chosen is disabled, so a screen reader hears it cannot be picked.
    expect(screen.getByRole('radio', { name: 'Single' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Multiple' })).toBeDisabled();
  });

  it('keeps Accessibility and Pricing disabled for an Individual plan once its settings are valid, with no Next', async () => {
    const user = userEvent.setup();
    await show({ planId: 'PLAN_INDIVIDUAL', periodType: 'monthly' });
    await user.type(await screen.findByRole('textbox', { name: /^Set fees/ }), '499');
    await user.tab();
    // Spec 2 section 2.9: disabled when the plan is Individual, valid settings or not.
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Pricing' })).toBeDisabled());
    expect(screen.getByRole('tab', { name: 'Accessibility' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
  });

  it("moves on with Next only once the tab's own fields are valid", async () => {
    const user = userEvent.setup();
    await show({ planId: 'PLAN_GROWTH', multiUser: true, periodType: 'days' });
    const next = (await screen.findAllByRole('button', { name: 'Next' }))[0];
    await waitFor(() => expect(next).toBeDisabled());
    expect(screen.getByRole('tab', { name: 'Accessibility' })).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: /^Number of users/ }), '5');
    await user.type(screen.getByRole('textbox', { name: /^Number of days/ }), '90');
    await user.type(screen.getByRole('textbox', { name: /^Number of shipments/ }), '100');
    await user.tab();
    await waitFor(() => expect(next).toBeEnabled());
    await user.click(next);
    expect(screen.getByRole('tab', { name: 'Accessibility' })).toHaveAttribute('aria-selected', 'true');
  });
});
