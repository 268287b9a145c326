// A guarded page keeps the user until it agrees to be left.
import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, Link, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { useLeaveGuard } from './leave-guard';

function Guarded({ allow }: { allow: { value: boolean } }) {
  useLeaveGuard(() => allow.value);
  return <Link to="/elsewhere">Leave</Link>;
}

describe('useLeaveGuard', () => {
  it('stays while the page says no, and goes once it says yes', async () => {
    const allow = { value: false };
    const router = createMemoryRouter(
      [
        { path: '/subscription', element: <Guarded allow={allow} /> },
        { path: '/elsewhere', element: <p>elsewhere</p> },
      ],
      { initialEntries: ['/subscription'] },
    );
    render(<RouterProvider router={router} />);
    await act(async () => screen.getByRole('link', { name: 'Leave' }).click());
    expect(router.state.location.pathname).toBe('/subscription');
    allow.value = true;
    await act(async () => screen.getByRole('link', { name: 'Leave' }).click());
    expect(await screen.findByText('elsewhere')).toBeInTheDocument();
  });
});
