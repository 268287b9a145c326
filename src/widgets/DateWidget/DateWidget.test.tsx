// The date widget against the contract, then its own promises: DD/MM/YYYY shown and typed, ISO stored, minimum age.
import { screen } from '@testing-library/react';
import dayjs from 'dayjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { runWidgetContract } from '../contract';
import { renderWidget } from '../test-utils';
import { DateWidget } from './DateWidget';

runWidgetContract('date', DateWidget, {
  schema: { type: 'string', format: 'date' },
  value: '1990-08-15',
  setValue: async (user, control) => user.type(control, '01/01/2000'),
});

const input = () => screen.getByLabelText(/^Date of birth/) as HTMLInputElement;

describe('DateWidget', () => {
  afterEach(() => vi.useRealTimers());

  it('shows an ISO value as DD/MM/YYYY', () => {
    renderWidget(DateWidget, { label: 'Date of birth', value: '1990-08-15' });
    expect(input()).toHaveValue('15/08/1990');
  });

  it('stores a typed DD/MM/YYYY date as YYYY-MM-DD, day first', async () => {
    const { user, props } = renderWidget(DateWidget, { label: 'Date of birth' });
    await user.type(input(), '05/08/1990');
    expect(props.onChange).toHaveBeenLastCalledWith('1990-08-05');
  });

  it('ignores a date that does not exist', async () => {
    const { user, props } = renderWidget(DateWidget, { label: 'Date of birth' });
    await user.type(input(), '31/02/1990');
    expect(props.onChange).not.toHaveBeenCalledWith(expect.stringContaining('1990-0'));
  });

  it('picks a day from the calendar', async () => {
    const { user, props } = renderWidget(DateWidget, { label: 'Date of birth', value: '1990-08-15' });
    await user.click(input());
    await user.click(screen.getByRole('button', { name: '20 August 1990' }));
    expect(props.onChange).toHaveBeenLastCalledWith('1990-08-20');
  });

  it('keeps a typed date younger than ui:options.minAge, text and value, for the rules to refuse', async () => {
    const { user, props } = renderWidget(DateWidget, { label: 'Date of birth', options: { minAge: 18 } });
    const tooYoung = dayjs().subtract(17, 'year');
    await user.type(input(), tooYoung.format('DD/MM/YYYY'));
    await user.tab();
    expect(props.onChange).toHaveBeenLastCalledWith(tooYoung.format('YYYY-MM-DD'));
    expect(input()).toHaveValue(tooYoung.format('DD/MM/YYYY'));
  });

  it('opens the calendar ui:options.minAge years back and offers no later day', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-06-15T12:00:00'));
    const { user } = renderWidget(DateWidget, { label: 'Date of birth', options: { minAge: 18 } });
    await user.click(input());
    expect(screen.getByRole('button', { name: '15 June 2008' })).toBeEnabled();
    expect(screen.getByRole('button', { name: '16 June 2008' })).toBeDisabled();
  });
});
