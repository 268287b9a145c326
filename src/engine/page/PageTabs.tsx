// A page's tabs when it shows more than one: Mantine's Tabs, fetched only by such a page (a page of one tab shows it bare).
import { Tabs } from '@mantine/core';
import type { PageTab as PageTabDeclaration } from '../core/declarations';
import { PageTab, type PageTabProps } from './PageTab';

/** Props of PageTabs: the tabs, and what each tab's content needs. */
export interface PageTabsProps extends Omit<PageTabProps, 'tab'> {
  tabs: PageTabDeclaration[];
}

/** Keyboard-accessible tabs, the first open; a tab's content is drawn while it is open. */
export default function PageTabs({ tabs, ...content }: PageTabsProps) {
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
          <PageTab tab={tab} {...content} />
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
