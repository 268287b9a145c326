// The date-range filter shows its range at once and brings the calendar only when used, open where the field was.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithEngine } from '../../test-engine';
import DateRangeFilter from './DateRangeFilter';

const filter = { field: 'paymentRequestDate', label: 'Date', type: 'date-range' as const };

describe('DateRangeFilter', () => {
  it('shows the range DD/MM/YYYY without the calendar, which opens on Enter', async () => {
    const onChange = vi.fn();
    renderWithEngine(<DateRangeFilter filter={filter} value={['2024-01-01', '2026-11-23']} onChange={onChange} />);
    const field = screen.getByRole('textbox', { name: 'Date' });
    expect(field).toHaveValue('01/01/2024 – 23/11/2026');
    expect(screen.queryByRole('dialog')).toBeNull();
    field.focus();
    await userEvent.keyboard('{Enter}');
    // The picker takes the field's place focused and opens its calendar, whose focus trap then moves the focus to the
    // chosen day: the picker's own button held it only for a moment (a test that ran late saw the day already).
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
    expect(screen.getByRole('button', { name: 'Date' })).toBeInTheDocument();
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.click(screen.getByRole('button', { name: 'Clear Date' }));
    expect(onChange).toHaveBeenCalledWith([null, null]);
  });

  it('shows nothing for an open range', () => {
    renderWithEngine(<DateRangeFilter filter={filter} value={undefined} onChange={vi.fn()} />);
    expect(screen.getByRole('textbox', { name: 'Date' })).toHaveValue('');
  });
});
