// A page tab's declared table, in its own chunk: its source and submits receive the page's parameters.
import { tables } from 'virtual:declarations';
import { lazyComponent } from '../arrival';
import { MasterTable } from '../table/MasterTable';
import { RecordState } from './RecordState';
import { useLoaded } from './use-loaded';

// A table whose changes wait for Submit brings its draft part only where one is declared.
const DraftTable = lazyComponent(() => import('../table/DraftTable'));

/** The table of one declaration, given the page's parameters. */
export default function EmbeddedTable({ id, params }: { id: string; params: Record<string, unknown> }) {
  const { value, error, retry } = useLoaded(tables[id], `No table "${id}" under schemas/`);
  return (
    <RecordState label={id} loading={!value} error={error} retry={retry}>
      {value?.declaration.draft ? (
        <DraftTable table={value} params={params} />
      ) : value ? (
        <MasterTable table={value} params={params} />
      ) : null}
    </RecordState>
  );
}
