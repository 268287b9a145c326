// A page's tab bar as a keyboard and screen-reader user meets it: the WAI-ARIA tabs pattern, the open tab alone drawn.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MantineProvider } from '@mantine/core';
import type { PageTab } from '../core/declarations';
import PageTabs from './PageTabs';

const TABS = ['Profile', 'Fees', 'Remarks'].map((label) => ({ id: label.toLowerCase(), label })) as PageTab[];

const show = () =>
  render(
    <MantineProvider>
      <PageTabs tabs={TABS} content={(tab) => <p>{tab.label} content</p>} />
    </MantineProvider>,
  );
const tab = (name: string) => screen.getByRole('tab', { name });

describe('PageTabs', () => {
  it('opens the first tab: it alone is in the Tab order, controls the one panel drawn, which it names', () => {
    show();
    expect(screen.getByRole('tablist')).toHaveAttribute('aria-orientation', 'horizontal');
    expect(TABS.map(({ label }) => tab(label).getAttribute('aria-selected'))).toEqual(['true', 'false', 'false']);
    expect(TABS.map(({ label }) => tab(label).tabIndex)).toEqual([0, -1, -1]);
    const panel = screen.getByRole('tabpanel', { name: 'Profile' });
    expect(panel).toHaveTextContent('Profile content');
    expect(tab('Profile')).toHaveAttribute('aria-controls', panel.id);
    expect(screen.queryByText('Fees content')).not.toBeInTheDocument();
  });

  it('moves with the arrows (round the ends), Home and End, opening the tab it reaches', async () => {
    const user = userEvent.setup();
    show();
    await user.tab();
    expect(tab('Profile')).toHaveFocus();
    for (const [key, name] of [
      ['{ArrowLeft}', 'Remarks'],
      ['{ArrowRight}', 'Profile'],
      ['{ArrowRight}', 'Fees'],
      ['{End}', 'Remarks'],
      ['{Home}', 'Profile'],
    ]) {
      await user.keyboard(key);
      expect(tab(name)).toHaveFocus();
      expect(tab(name)).toHaveAttribute('aria-selected', 'true');
      expect(screen.getByRole('tabpanel', { name })).toHaveTextContent(`${name} content`);
    }
  });

  it('opens a tab on a click, and Tab leaves the bar for the panel', async () => {
    const user = userEvent.setup();
    render(
      <MantineProvider>
        <PageTabs tabs={TABS} content={(shown) => <button type="button">{shown.label} action</button>} />
      </MantineProvider>,
    );
    await user.click(tab('Fees'));
    expect(screen.getByRole('tabpanel', { name: 'Fees' })).toBeInTheDocument();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Fees action' })).toHaveFocus();
  });
});
