// Renders a declared page: heading, back link, summary sections, and keyboard-accessible tabs of declared screens;
// a page that declares `refresh` asks for its record again while it is on its way.
import { Alert, Anchor, Button, Group, Paper, Stack, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useMemo } from 'react';
import { lazyComponent } from '../arrival';
import { isFor } from '../core/audience';
import type { PageDeclaration } from '../core/declarations';
import { useEngine } from '../EngineContext';
import { PageTab } from './PageTab';
import { Empty, RecordState } from './RecordState';
import { pagePayload } from './page-payload';
import { useRecord } from './use-record';
import { DetailSections } from '../table/detail-sections-on-show';
import { message } from '../core/message';

// The tab bar comes only with a page of several tabs (a page of one shows it bare).
const PageTabs = lazyComponent(() => import('./PageTabs'));
// The refresh comes only with a page that declares one.
const RecordRefresh = lazyComponent(() => import('./RecordRefresh'));

/** Props of Page. */
export interface PageProps {
  page: PageDeclaration;
  /** The route's parameters (its path's `:clientId`, or the navigation state's). */
  params: Record<string, unknown>;
}

/** `{param}` in a declared text, filled from the parameters. */
const fill = (text: string, params: Record<string, unknown>) =>
  text.replace(/\{(\w+)\}/g, (_m, key: string) => String(params[key] ?? ''));

/** The page in the current console and role: tabs meant for others are left out. */
export function Page({ page, params }: PageProps) {
  const engine = useEngine();
  const { payload: scope, missing } = useMemo(() => pagePayload(page, params), [page, params]);
  const record = useRecord(page.source, scope, missing.length === 0);
  const tabs = page.tabs.filter((tab) => isFor(tab, engine.context));
  const empty = page.empty ?? message('common.noRecord');
  const owner = [page.id, ...Object.values(scope).map(String)].join(':');
  const back = page.back;
  // A mobile-only page (the FX calculator) is replaced by its notice on a window 768 px or wider.
  const wide = useMediaQuery('(min-width: 768px)', false, { getInitialValueInEffect: false });
  const links = (page.links ?? []).filter((link) => isFor(link, engine.context));
  const go = (to: string) => (event: { preventDefault: () => void }) => {
    if (!engine.navigate) return;
    event.preventDefault();
    engine.navigate(to);
  };

  if (page.mobileOnly && wide)
    return (
      <Paper p="md" withBorder>
        <Alert color="yellow" role="alert">
          {page.mobileOnly}
        </Alert>
      </Paper>
    );

  return (
    <Paper p="md" withBorder>
      <Stack gap="md">
        {back ? (
          <Anchor href={back.to} size="sm" onClick={go(back.to)}>
            {`← ${back.label}`}
          </Anchor>
        ) : null}
        <Title order={2} size="h3">
          {fill(page.title, scope)}
        </Title>
        {missing.length ? (
          <Alert color="yellow" role="alert">
            {`This page needs ${missing.join(', ')}; open it from its list.`}
          </Alert>
        ) : (
          <>
            {page.refresh && record.data ? (
              <RecordRefresh refresh={page.refresh} record={record.data} ask={record.mutate} params={scope} />
            ) : null}
            <RecordState
              label={fill(page.title, scope)}
              loading={record.isLoading}
              error={record.error}
              retry={() => void record.mutate()}
            >
              {page.summary?.length && record.data ? (
                <DetailSections items={page.summary} record={record.data} />
              ) : null}
            </RecordState>
            {tabs.length === 1 ? (
              <PageTab tab={tabs[0]} params={scope} record={record.data} owner={owner} empty={empty} />
            ) : tabs.length ? (
              <PageTabs
                fallback={
                  <RecordState label={fill(page.title, scope)} loading retry={() => undefined}>
                    {null}
                  </RecordState>
                }
                tabs={tabs}
                content={(tab) => <PageTab tab={tab} params={scope} record={record.data} owner={owner} empty={empty} />}
              />
            ) : (
              <Empty text={empty} />
            )}
          </>
        )}
        {links.length ? (
          <Group>
            {links.map((link) => (
              <Button key={link.to} component="a" href={link.to} variant="light" onClick={go(link.to)}>
                {link.label}
              </Button>
            ))}
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}
