// The amount widget against the contract, then its own promises: rupee sign, lakh grouping, two decimals, never negative.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { runWidgetContract } from '../contract';
import { renderWidget } from '../test-utils';
import { AmountWidget } from './AmountWidget';

runWidgetContract('amount', AmountWidget, {
  schema: { type: 'number', minimum: 0 },
  value: 250000,
  setValue: async (user, control) => user.type(control, '5'),
});

const input = () => screen.getByLabelText('Monthly volume') as HTMLInputElement;

describe('AmountWidget', () => {
  it('shows the value with a rupee sign and Indian grouping', () => {
    renderWidget(AmountWidget, { label: 'Monthly volume', value: 1234567.5 });
    expect(input()).toHaveValue('₹ 12,34,567.5');
  });

  it('reports what is typed as a number', async () => {
    const { user, props } = renderWidget(AmountWidget, { label: 'Monthly volume' });
    await user.type(input(), '250000');
    expect(props.onChange).toHaveBeenLastCalledWith(250000);
    expect(input()).toHaveValue('₹ 2,50,000');
  });

  it('keeps a trailing decimal point while typing', async () => {
    const { user, props } = renderWidget(AmountWidget, { label: 'Monthly volume' });
    await user.type(input(), '12.');
    expect(props.onChange).toHaveBeenLastCalledWith(12);
    expect(input()).toHaveValue('₹ 12.');
    await user.type(input(), '5');
    expect(props.onChange).toHaveBeenLastCalledWith(12.5);
  });

  it('stops at two decimals and refuses a minus sign', async () => {
    const { user, props } = renderWidget(AmountWidget, { label: 'Monthly volume' });
    await user.type(input(), '-1.239');
    expect(props.onChange).toHaveBeenLastCalledWith(1.23);
  });

  it('reports an emptied field as undefined', async () => {
    const { user, props } = renderWidget(AmountWidget, { label: 'Monthly volume', value: 5 });
    await user.clear(input());
    expect(props.onChange).toHaveBeenLastCalledWith(undefined);
  });

  it('takes its currency sign from ui:options.currencySymbol', () => {
    renderWidget(AmountWidget, { label: 'Monthly volume', value: 1000, options: { currencySymbol: '$' } });
    expect(input()).toHaveValue('$ 1,000');
  });

  it('adopts a value the form sets from outside', () => {
    const { rerender } = renderWidget(AmountWidget, { label: 'Monthly volume', value: 10 });
    rerender({ value: 100000 });
    expect(input()).toHaveValue('₹ 1,00,000');
  });
});
