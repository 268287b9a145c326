// The content of one page tab: its sections of fields, or the declared table, form or wizard it embeds.
import { lazyComponent } from '../arrival';
import type { PageTab as PageTabDeclaration } from '../core/declarations';
import { Empty, RecordState } from './RecordState';
import { useRecord } from './use-record';
import { DetailSections } from '../table/detail-sections-on-show';

// Each embedded kind brings its engine part (TanStack, RJSF, the wizard): a page loads one when its tab opens.
const EmbeddedTable = lazyComponent(() => import('./EmbeddedTable'));
const EmbeddedForm = lazyComponent(() => import('./EmbeddedForm'));
const EmbeddedWizard = lazyComponent(() => import('./EmbeddedWizard'));
const ContentView = lazyComponent(() => import('./ContentView'));

/** Props of PageTab. */
export interface PageTabProps {
  tab: PageTabDeclaration;
  params: Record<string, unknown>;
  /** The page's record, for sections without a source of their own. */
  record?: Record<string, unknown>;
  /** Says whose wizard draft this is. */
  owner: string;
  empty: string;
}

const Sections = ({ tab, params, record, empty }: Omit<PageTabProps, 'owner'>) => {
  const own = useRecord(tab.source, params);
  const shown = tab.source ? own.data : record;
  return (
    <RecordState
      label={tab.label}
      loading={Boolean(tab.source) && own.isLoading}
      error={own.error}
      retry={() => void own.mutate()}
    >
      {shown ? <DetailSections items={tab.sections!} record={shown} /> : <Empty text={empty} />}
    </RecordState>
  );
};

/** One tab's content; a tab that declares nothing says it is empty. */
export function PageTab({ tab, params, record, owner, empty }: PageTabProps) {
  const fallback = (
    <RecordState label={tab.label} loading retry={() => undefined}>
      {null}
    </RecordState>
  );
  if (tab.sections?.length) return <Sections tab={tab} params={params} record={record} empty={empty} />;
  if (tab.table) return <EmbeddedTable fallback={fallback} id={tab.table} params={params} />;
  if (tab.form) return <EmbeddedForm fallback={fallback} form={tab.form} params={params} record={record} />;
  if (tab.wizard)
    return <EmbeddedWizard fallback={fallback} id={tab.wizard} params={params} owner={`${owner}:${tab.id}`} />;
  if (tab.content) return <ContentView fallback={fallback} id={tab.content} />;
  return <Empty text={empty} />;
}
