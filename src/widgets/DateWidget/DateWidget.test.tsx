// The date widget against the contract, then its own promises: DD/MM/YYYY shown and typed, ISO stored, minimum age.
import { screen } from '@testing-library/react';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
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

  it('refuses a date younger than ui:options.minAge', async () => {
    const { user, props } = renderWidget(DateWidget, { label: 'Date of birth', options: { minAge: 18 } });
    const tooYoung = dayjs().subtract(17, 'year');
    await user.type(input(), tooYoung.format('DD/MM/YYYY'));
    expect(props.onChange).not.toHaveBeenCalledWith(tooYoung.format('YYYY-MM-DD'));
    const oldEnough = dayjs().subtract(19, 'year');
    await user.clear(input());
    await user.type(input(), oldEnough.format('DD/MM/YYYY'));
    expect(props.onChange).toHaveBeenLastCalledWith(oldEnough.format('YYYY-MM-DD'));
  });
});
