// The public pages' declarations on the page engine: a lone content tab drawn without a tab list, links per console,
// a mobile-only page replaced by its notice on a wide window, and a form whose answer is shown under it.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { declaration as calculator } from 'virtual:page/fx-calculator';
import { declaration as privacy } from 'virtual:page/privacy-policy';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RuleContext } from '../engine/core/rules';
import { Page } from '../engine/page/Page';
import { renderWithEngine } from '../engine/test-engine';
import { rules } from '../rules';
import { preloadWidgets, widgets } from '../widgets';

const client: RuleContext = { console: 'client' };
const admin: RuleContext = { console: 'admin' };

const show = (page: typeof privacy, context: RuleContext, call = vi.fn()) => {
  const navigate = vi.fn();
  renderWithEngine(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <Page page={page} params={{}} />
    </SWRConfig>,
    { context, call, navigate, widgets, rules },
  );
  return { navigate, call, user: userEvent.setup() };
};

/** The window's width, as a phone or a desktop. */
const widthOf = (width: number) =>
  (window as unknown as { happyDOM: { setViewport: (size: object) => void } }).happyDOM.setViewport({
    width,
    height: 800,
  });

describe('a content page', () => {
  it('draws its lone content tab without a tab list, and its links for the console', async () => {
    const { navigate, user } = show(privacy, client);
    expect(await screen.findByRole('heading', { name: 'Privacy Policy', level: 2 })).toBeVisible();
    expect(await screen.findByText(/January 21, 2025/)).toBeVisible();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Sign Up' }));
    expect(navigate).toHaveBeenCalledWith('/sign-up');
  });

  it('leaves out the links meant for another console', async () => {
    show(privacy, admin);
    expect(await screen.findByRole('link', { name: 'Sign In' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Sign Up' })).not.toBeInTheDocument();
  });
});

describe('a mobile-only page with a form result', () => {
  beforeAll(preloadWidgets);
  afterEach(() => widthOf(1024));

  it('shows only its notice on a window 768 px or wider', () => {
    widthOf(1280);
    show(calculator, client);
    expect(screen.getByRole('alert')).toHaveTextContent('Requested content is only available on mobile devices');
    expect(screen.queryByRole('button', { name: 'Calculate' })).not.toBeInTheDocument();
  });

  it("shows the submit's answer under the form, keeping what was typed", async () => {
    widthOf(390);
    const quote = { bankPayoutAmount: 81251, ourRate: 83.95, ourAmount: 83950, extraEarned: 2699 };
    const { call, user } = show(
      calculator,
      client,
      vi.fn(async () => quote),
    );
    await user.type(await screen.findByRole('textbox', { name: /^Amount/ }), '1000');
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    const result = await screen.findByRole('region', { name: 'Result' });
    await waitFor(() => expect(result).toHaveTextContent('Extra earned'));
    expect(result).toHaveTextContent('₹2,699');
    expect(call).toHaveBeenCalledWith(
      'calculator.quote',
      expect.objectContaining({ amount: 1000, sourceCurrency: 'USD' }),
    );
    expect(screen.getByRole('textbox', { name: /^Amount/ })).toHaveValue('1000');
  });
});
