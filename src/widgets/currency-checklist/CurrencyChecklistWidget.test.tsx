// The currency checklist against the contract, then its own promise: search by code, the held ones checked and
// locked, the excluded ones absent, and the value the newly chosen codes.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { runWidgetContract } from '../contract';
import { renderWidget } from '../test-utils';
import { CurrencyChecklistWidget } from './CurrencyChecklistWidget';

const CURRENCIES = [
  { currency: 'USD', countryCode: 'US', countryName: 'United States' },
  { currency: 'SGD', countryCode: 'SG', countryName: 'Singapore' },
  { currency: 'AED', countryCode: 'AE', countryName: 'United Arab Emirates' },
  { currency: 'INR', countryCode: 'IN', countryName: 'India' },
];
const formContext = { call: async () => CURRENCIES, related: { items: [{ currency: 'USD' }] } };
const options = { source: 'virtualAccounts.currencies', exclude: ['INR', 'ARS'] };

runWidgetContract('currency-checklist', CurrencyChecklistWidget, {
  schema: { type: 'array', items: { type: 'string' } },
  value: ['SGD'],
  props: { formContext, options },
  setValue: async (user, _control, container) =>
    user.click((await within(container).findAllByRole('checkbox', { name: /AED/ }))[0]),
});

describe('CurrencyChecklistWidget', () => {
  it('searches by code, locks the held currencies, leaves out the excluded and answers the new choices', async () => {
    const { user, props } = renderWidget(CurrencyChecklistWidget, {
      label: 'Currencies',
      schema: { type: 'array', items: { type: 'string' } },
      formContext,
      options,
    });
    const usd = await screen.findByRole('checkbox', { name: /USD - United States/ });
    expect(usd).toBeChecked();
    expect(usd).toBeDisabled();
    expect(screen.queryByRole('checkbox', { name: /INR/ })).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Search Currency' }), 'sg');
    expect(screen.getAllByRole('checkbox')).toHaveLength(1);
    await user.click(screen.getByRole('checkbox', { name: /SGD/ }));
    expect(props.onChange).toHaveBeenLastCalledWith(['SGD']);
  });
});

describe('CurrencyChecklistWidget when the list fails', () => {
  it("shows the list call's own words (spec 2 section 8: 'Error while fetching account details')", async () => {
    renderWidget(CurrencyChecklistWidget, {
      label: 'Currencies',
      schema: { type: 'array', items: { type: 'string' } },
      formContext: {
        call: async () => {
          throw new Error('Error while fetching account details');
        },
      },
      options,
    });
    expect(await screen.findByText('Error while fetching account details')).toBeVisible();
  });
});
