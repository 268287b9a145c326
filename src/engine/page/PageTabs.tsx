// A page's tabs when it shows more than one: the WAI-ARIA tabs pattern drawn with the common group's button, so a page
// does not fetch Mantine's Tabs (1.7 KiB on the wire) for its bar (a page of one tab shows it bare).
import { UnstyledButton } from '@mantine/core';
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import type { PageTab } from '../core/declarations';
import classes from './PageTabs.module.css';

/** Props of PageTabs: the tabs, and how one tab's content is drawn. */
export interface PageTabsProps {
  tabs: PageTab[];
  content: (tab: PageTab) => ReactNode;
}

/** The tab an arrow, Home or End moves to from `index` of `count` (the arrows wrap round); none for another key. */
const KEYS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/**
 * Keyboard-accessible tabs, the first open: the open tab alone is in the Tab order, the arrows, Home and End move to a
 * tab and open it, and only the open tab's content is drawn.
 */
export default function PageTabs({ tabs, content }: PageTabsProps) {
  const base = useId();
  const [openId, setOpenId] = useState(tabs[0]?.id);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const open = tabs.find((tab) => tab.id === openId) ?? tabs[0];
  const keyDown = (event: KeyboardEvent, index: number) => {
    const move = KEYS[event.key];
    if (!move) return;
    event.preventDefault();
    const next = move(index, tabs.length);
    setOpenId(tabs[next]!.id);
    buttons.current[next]?.focus();
  };
  return (
    <div>
      <div role="tablist" aria-orientation="horizontal" className={classes.list}>
        {tabs.map((tab, index) => {
          const selected = tab.id === open?.id;
          return (
            <UnstyledButton
              key={tab.id}
              ref={(button: HTMLButtonElement | null) => {
                buttons.current[index] = button;
              }}
              role="tab"
              id={`${base}-tab-${index}`}
              aria-selected={selected}
              aria-controls={selected ? `${base}-panel` : undefined}
              tabIndex={selected ? 0 : -1}
              className={classes.tab}
              onClick={() => setOpenId(tab.id)}
              onKeyDown={(event: KeyboardEvent) => keyDown(event, index)}
            >
              {tab.label}
            </UnstyledButton>
          );
        })}
      </div>
      {open ? (
        <div
          key={open.id}
          role="tabpanel"
          id={`${base}-panel`}
          aria-labelledby={`${base}-tab-${tabs.indexOf(open)}`}
          className={classes.panel}
        >
          {content(open)}
        </div>
      ) : null}
    </div>
  );
}
