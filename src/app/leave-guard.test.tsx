// A guarded page keeps the user until it agrees to be left.
import { act, render, screen } from '@testing-library/react';
import { Link } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { useLeaveGuard } from './leave-guard';
import { AppRouter, memoryHistory } from './router';

function Guarded({ allow }: { allow: { value: boolean } }) {
  useLeaveGuard(() => allow.value);
  return <Link to="/elsewhere">Leave</Link>;
}

describe('useLeaveGuard', () => {
  it('stays while the page says no, and goes once it says yes', async () => {
    const allow = { value: false };
    const history = memoryHistory(['/subscription']);
    const routes = [
      { path: '/subscription', element: <Guarded allow={allow} /> },
      { path: '/elsewhere', element: <p>elsewhere</p> },
    ];
    render(<AppRouter history={history} routes={routes} />);
    await act(async () => screen.getByRole('link', { name: 'Leave' }).click());
    expect(history.location.pathname).toBe('/subscription');
    allow.value = true;
    await act(async () => screen.getByRole('link', { name: 'Leave' }).click());
    expect(await screen.findByText('elsewhere')).toBeInTheDocument();
  });

  it('undoes a step back while the page says no, and takes it once it says yes', async () => {
    const allow = { value: false };
    const history = memoryHistory(['/elsewhere', '/subscription']);
    const routes = [
      { path: '/subscription', element: <Guarded allow={allow} /> },
      { path: '/elsewhere', element: <p>elsewhere</p> },
    ];
    render(<AppRouter history={history} routes={routes} />);
    await act(async () => history.go(-1));
    expect(history.location.pathname).toBe('/subscription');
    expect(screen.getByRole('link', { name: 'Leave' })).toBeInTheDocument();
    allow.value = true;
    await act(async () => history.go(-1));
    expect(await screen.findByText('elsewhere')).toBeInTheDocument();
    expect(history.location.pathname).toBe('/elsewhere');
  });
});
