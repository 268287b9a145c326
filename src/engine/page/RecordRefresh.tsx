// Fetched only by a page that declares `refresh`: asks for its record again every `everySeconds` while the record
// matches `while` (a request moved on by its jobs), and its tables again whenever a refresh brought a changed record.
import { useEffect, useRef } from 'react';
import { useSWRConfig } from 'swr';
import type { PageDeclaration } from '../core/declarations';
import { rowMatches } from '../core/row-when';

/** Props of RecordRefresh. */
export interface RecordRefreshProps {
  refresh: NonNullable<PageDeclaration['refresh']>;
  /** The page's record as last answered. */
  record: Record<string, unknown>;
  /** Asks the page's source again (SWR's mutate of the record). */
  ask: () => unknown;
  /** The page's parameters: a table fetched with every one of them is the page's own. */
  params: Record<string, unknown>;
}

/** Whether a cached SWR key is a table's (`['table', source, payload]`) asked with every one of the parameters. */
const tableOf = (key: unknown, params: Record<string, unknown>) =>
  Array.isArray(key) &&
  key[0] === 'table' &&
  typeof key[2] === 'string' &&
  Object.entries(params).every(([name, value]) => key[2].includes(JSON.stringify({ [name]: value }).slice(1, -1)));

/** Draws nothing; refreshes while the condition holds and stops once it fails. */
export default function RecordRefresh({ refresh, record, ask, params }: RecordRefreshProps) {
  const on = rowMatches(refresh.while, record);
  useEffect(() => {
    if (!on) return;
    const timer = setInterval(() => void ask(), refresh.everySeconds * 1000);
    return () => clearInterval(timer);
  }, [on, refresh.everySeconds, ask]);
  const { mutate } = useSWRConfig();
  const seen = useRef(record);
  useEffect(() => {
    if (seen.current === record) return;
    seen.current = record;
    void mutate((key) => tableOf(key, params));
  }, [record, params, mutate]);
  return null;
}
