// A declared page as a story shows it: its summary and first tab, or another tab opened, every source answered here.
import { useMemo, useRef } from 'react';
import { SWRConfig } from 'swr';
import { forConsole } from '../engine/core/audience';
import type { PageDeclaration } from '../engine/core/declarations';
import type { RuleContext } from '../engine/core/rules';
import type { LoadedForm } from '../engine/form/SchemaForm';
import { Page } from '../engine/page/Page';
import type { LoadedTable } from '../engine/table/MasterTable';
import { tabNamed, useClickOnce } from './click-once';
import { pageRecord } from './page-sample';
import { sampleData, tableRows } from './sample-data';
import { StoryEngine } from './story-engine';

/** Props of DeclaredPage. */
export interface DeclaredPageProps {
  page: PageDeclaration;
  /** The tables its tabs embed, whose sources answer sample rows. */
  tables: Record<string, LoadedTable>;
  /** The forms its tabs embed, whose `load` answers sample data. */
  forms: Record<string, LoadedForm>;
  /** Id of the tab to open; the first (the page's default) when absent. */
  tab?: string;
}

/** Renders one page for whoever the opened tab is meant for (the admin by default), with sample parameters. */
export function DeclaredPage({ page, tables, forms, tab }: DeclaredPageProps) {
  const opened = page.tabs.find((candidate) => candidate.id === tab);
  const context = useMemo(() => {
    const console = opened?.consoles?.[0] ?? 'admin';
    const role = opened?.roles?.[0] ?? (console === 'admin' ? 'Admin' : 'Client Exporter');
    // No client status: an embedded wizard opens editable, as for a client still onboarding.
    return { console, role, clientStatus: null };
  }, [opened]);
  const params = useMemo(
    () => Object.fromEntries((page.params ?? []).map((name) => [name, `story-${name}`])),
    [page.params],
  );
  const answers = useMemo(() => {
    const record = pageRecord(page);
    return Object.fromEntries([
      ...(page.source ? [[page.source, record]] : []),
      ...page.tabs.flatMap((candidate) => [
        ...(candidate.source ? [[candidate.source, record]] : []),
        ...(candidate.form?.load && forms[candidate.form.id]
          ? [[candidate.form.load, sampleData(forms[candidate.form.id].declaration.schema)]]
          : []),
      ]),
      ...Object.values(tables).flatMap((table) => {
        const source = forConsole(table.declaration.source, context as RuleContext);
        return source ? [[source, tableRows(table.declaration, 12)]] : [];
      }),
    ]);
  }, [page, tables, forms, context]);
  const box = useRef<HTMLDivElement>(null);
  const find = useMemo(() => (opened ? tabNamed(opened.label) : undefined), [opened]);
  const pending = useClickOnce(box, find);
  return (
    <SWRConfig value={{ provider: () => new Map() }}>
      <StoryEngine context={context} answers={answers}>
        <div ref={box} data-story-pending={pending || undefined}>
          <Page page={page} params={params} />
        </div>
      </StoryEngine>
    </SWRConfig>
  );
}
