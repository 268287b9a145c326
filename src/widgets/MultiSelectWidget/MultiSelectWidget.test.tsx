// The multi-select widget against the contract, then its own promises: searchable options from the schema, an array value.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { runWidgetContract } from '../contract';
import { renderWidget } from '../test-utils';
import { MultiSelectWidget } from './MultiSelectWidget';

const currencies = [
  { label: 'US Dollar', value: 'USD' },
  { label: 'Euro', value: 'EUR' },
  { label: 'Pound Sterling', value: 'GBP' },
];
const schema = { type: 'array' as const, items: { type: 'string' as const, enum: ['USD', 'EUR', 'GBP'] } };
const options = { enumOptions: currencies };

runWidgetContract('multi-select', MultiSelectWidget, {
  schema,
  value: ['EUR'],
  props: { options },
  setValue: async (user, control) => {
    await user.click(control);
    const option = screen.queryByRole('option', { name: 'US Dollar' });
    if (option) await user.click(option);
  },
});

const input = () => screen.getByRole('textbox', { name: /^Allowed currencies/ });

describe('MultiSelectWidget', () => {
  it('offers every enum option', async () => {
    const { user } = renderWidget(MultiSelectWidget, { label: 'Allowed currencies', schema, options });
    await user.click(input());
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'US Dollar',
      'Euro',
      'Pound Sterling',
    ]);
  });

  it('filters options by what is typed and adds the picked ones to the array', async () => {
    const { user, props } = renderWidget(MultiSelectWidget, { label: 'Allowed currencies', schema, options });
    await user.type(input(), 'pou');
    expect(screen.getAllByRole('option')).toHaveLength(1);
    await user.click(screen.getByRole('option', { name: 'Pound Sterling' }));
    expect(props.onChange).toHaveBeenLastCalledWith(['GBP']);
    await user.click(input());
    await user.click(screen.getByRole('option', { name: 'US Dollar' }));
    expect(props.onChange).toHaveBeenLastCalledWith(['GBP', 'USD']);
  });

  it('shows the picked values', () => {
    renderWidget(MultiSelectWidget, { label: 'Allowed currencies', schema, options, value: ['USD', 'GBP'] });
    const pills = screen.getByRole('textbox', { name: /^Allowed currencies/ }).parentElement!;
    expect(pills).toHaveTextContent('US Dollar');
    expect(pills).toHaveTextContent('Pound Sterling');
    expect(pills).not.toHaveTextContent('Euro');
  });

  it('keeps option values that are not strings', async () => {
    const codes = { enumOptions: [1, 2, 3].map((value) => ({ label: `Code ${value}`, value })) };
    const { user, props } = renderWidget(MultiSelectWidget, {
      label: 'Allowed currencies',
      options: codes,
      value: [1],
    });
    await user.click(input());
    await user.click(screen.getByRole('option', { name: 'Code 3' }));
    expect(props.onChange).toHaveBeenLastCalledWith([1, 3]);
  });
});
