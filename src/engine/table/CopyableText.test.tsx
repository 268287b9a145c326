// A declared field of type `copy` (Set up e-BRC's IP address): the text, and a Copy button that puts it on the clipboard.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithEngine } from '../test-engine';
import { DetailSections } from './DetailSections';

const items = [{ field: 'ipAddress', label: 'IP Address to whitelist', type: 'copy' as const }];

describe('a copy field', () => {
  it('shows the text with a Copy button that copies it', async () => {
    const user = userEvent.setup();
    renderWithEngine(<DetailSections items={items} record={{ ipAddress: '203.0.113.24' }} />);
    expect(screen.getByText('203.0.113.24')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Copy IP Address to whitelist' }));
    expect(await navigator.clipboard.readText()).toBe('203.0.113.24');
    expect(await screen.findByRole('button', { name: 'Copy IP Address to whitelist' })).toHaveTextContent('Copied');
  });

  it("shows '-' and no button when there is nothing to copy", () => {
    renderWithEngine(<DetailSections items={items} record={{}} />);
    expect(screen.getByText('-')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
