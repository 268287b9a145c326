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
    // the calendar's chunk may take a while on a busy machine
    await waitFor(() => expect(screen.getByRole('button', { name: 'Date' })).toHaveFocus(), { timeout: 5000 });
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear Date' }));
    expect(onChange).toHaveBeenCalledWith([null, null]);
  });

  it('shows nothing for an open range', () => {
    renderWithEngine(<DateRangeFilter filter={filter} value={undefined} onChange={vi.fn()} />);
    expect(screen.getByRole('textbox', { name: 'Date' })).toHaveValue('');
  });
});
