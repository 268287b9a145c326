// `ui:tabs`: a form's fields in tabs. A tab whose fields the rules all hide is disabled, so is every tab after one
// with a message; each tab's Next moves on only when its own fields are valid.
import { Button, Group, Stack, Tabs } from '@mantine/core';
import type { ObjectFieldTemplateProps } from '@rjsf/utils';
import { useState, useSyncExternalStore } from 'react';
import { storeOf } from './store-field';

/** One declared tab: its id, label and the fields it holds. */
export interface FormTab {
  id: string;
  label: string;
  fields: string[];
}

const NOTHING = () => () => undefined;
const NONE: ReadonlyMap<string, string> = new Map();

/** The tabs, with the fields no tab names shown above them (hidden ones). */
export default function FormTabs({
  properties,
  registry,
  tabs,
}: Pick<ObjectFieldTemplateProps, 'properties' | 'registry'> & { tabs: FormTab[] }) {
  const store = storeOf(registry);
  const messages = useSyncExternalStore(store?.subscribeForm ?? NOTHING, () => store?.messages ?? NONE);
  const [active, setActive] = useState(tabs[0]?.id);
  const byName = new Map(properties.map((property) => [property.name, property]));
  const shown = (tab: FormTab) => tab.fields.some((field) => byName.has(field) && !byName.get(field)!.hidden);
  const valid = (tab: FormTab) => ![...messages.keys()].some((path) => tab.fields.includes(path.split('.')[0]));
  const enabled = tabs.map(
    (tab, index) => shown(tab) && tabs.slice(0, index).every((before) => !shown(before) || valid(before)),
  );
  const nextOf = (index: number) => tabs.findIndex((tab, later) => later > index && shown(tab));
  const loose = properties.filter((property) => !tabs.some((tab) => tab.fields.includes(property.name)));
  const current = tabs.findIndex((tab) => tab.id === active);
  // A tab that became disabled (its fields hidden) gives way to the first one.
  const value = current >= 0 && enabled[current] ? active : tabs[0]?.id;
  return (
    <>
      {loose.map((property) => property.content)}
      <Tabs value={value} onChange={(next) => next && setActive(next)} keepMounted>
        <Tabs.List>
          {tabs.map((tab, index) => (
            <Tabs.Tab key={tab.id} value={tab.id} disabled={!enabled[index]}>
              {tab.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {tabs.map((tab, index) => {
          const next = nextOf(index);
          return (
            <Tabs.Panel key={tab.id} value={tab.id} pt="md">
              <Stack gap="sm">{tab.fields.map((field) => byName.get(field)?.content)}</Stack>
              {next >= 0 ? (
                <Group justify="flex-end" mt="md">
                  <Button variant="light" disabled={!valid(tab)} onClick={() => setActive(tabs[next].id)}>
                    Next
                  </Button>
                </Group>
              ) : null}
            </Tabs.Panel>
          );
        })}
      </Tabs>
    </>
  );
}
