// The radio-cards widget against the contract, then its own promises: one card per option, descriptions, arrow keys.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { runWidgetContract } from '../contract';
import { renderWidget } from '../test-utils';
import { RadioCardsWidget } from './RadioCardsWidget';

const accountTypes = [
  { label: 'Bank Account', value: 'bank' },
  { label: 'EEFC Account', value: 'eefc' },
];
const schema = { type: 'string' as const, enum: ['bank', 'eefc'] };
const options = {
  enumOptions: accountTypes,
  descriptions: { eefc: 'Exchange Earners Foreign Currency account, held in USD' },
};

runWidgetContract('radio-cards', RadioCardsWidget, {
  schema,
  value: 'bank',
  props: { options },
  setValue: async (user) => user.click(screen.getByRole('radio', { name: /EEFC Account/ })),
});

const card = (name: RegExp) => screen.getByRole('radio', { name });

describe('RadioCardsWidget', () => {
  it('shows one card per option, with its description', () => {
    renderWidget(RadioCardsWidget, { label: 'Account type', schema, options });
    expect(screen.getAllByRole('radio')).toHaveLength(2);
    expect(screen.getByText('Exchange Earners Foreign Currency account, held in USD')).toBeVisible();
  });

  it('picks the clicked card', async () => {
    const { user, props } = renderWidget(RadioCardsWidget, { label: 'Account type', schema, options });
    await user.click(card(/EEFC Account/));
    expect(props.onChange).toHaveBeenLastCalledWith('eefc');
    expect(card(/EEFC Account/)).toHaveAttribute('aria-checked', 'true');
    expect(card(/Bank Account/)).toHaveAttribute('aria-checked', 'false');
  });

  it('moves and picks with the arrow keys', async () => {
    const { user, props } = renderWidget(RadioCardsWidget, { label: 'Account type', schema, options, value: 'bank' });
    await user.tab();
    expect(card(/Bank Account/)).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(card(/EEFC Account/)).toHaveFocus();
    expect(props.onChange).toHaveBeenLastCalledWith('eefc');
    await user.keyboard('{ArrowUp}');
    expect(props.onChange).toHaveBeenLastCalledWith('bank');
  });

  it('is one tab stop: the picked card', async () => {
    const { user } = renderWidget(RadioCardsWidget, { label: 'Account type', schema, options, value: 'eefc' });
    await user.tab();
    expect(card(/EEFC Account/)).toHaveFocus();
    await user.tab();
    expect(document.body).toHaveFocus();
  });
});
