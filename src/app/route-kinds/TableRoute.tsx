// A route whose screen is a declared table: the MasterTable of its declaration with the app's engine.
import { MasterTable, type LoadedTable } from '../../engine/table/MasterTable';
import { AppEngine } from '../engine';

/** The MasterTable of one declaration inside the app's engine. */
export function TableRoute({ table }: { table: LoadedTable }) {
  return (
    <AppEngine>
      <MasterTable table={table} />
    </AppEngine>
  );
}
