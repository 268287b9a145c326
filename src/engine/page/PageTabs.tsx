// A page's tabs when it shows more than one: Mantine's Tabs, fetched only by such a page (a page of one tab shows it bare).
import { Tabs } from '@mantine/core';
import type { ReactNode } from 'react';
import type { PageTab } from '../core/declarations';

/** Props of PageTabs: the tabs, and how one tab's content is drawn. */
export interface PageTabsProps {
  tabs: PageTab[];
  content: (tab: PageTab) => ReactNode;
}

/** Keyboard-accessible tabs, the first open; a tab's content is drawn while it is open. */
export default function PageTabs({ tabs, content }: PageTabsProps) {
  return (
    <Tabs defaultValue={tabs[0]?.id} keepMounted={false}>
      <Tabs.List>
        {tabs.map((tab) => (
          <Tabs.Tab key={tab.id} value={tab.id}>
            {tab.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {tabs.map((tab) => (
        <Tabs.Panel key={tab.id} value={tab.id} pt="md">
          {content(tab)}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
