// A refreshing page's tables follow its record: when a refresh brings a changed record (a request moved on by its
// jobs), every table fetched with the page's parameters (its Status tab) is asked again.
import { useEffect, useRef } from 'react';
import { useSWRConfig } from 'swr';

/** Whether a cached SWR key is a table's (`['table', source, payload]`) asked with every one of the parameters. */
const tableOf = (key: unknown, params: Record<string, unknown>) =>
  Array.isArray(key) &&
  key[0] === 'table' &&
  typeof key[2] === 'string' &&
  Object.entries(params).every(([name, value]) => key[2].includes(JSON.stringify({ [name]: value }).slice(1, -1)));

/** Asks the page's tables again each time the refreshed record changes (not on its first load); only when `on`. */
export function useRefreshTables(
  on: boolean,
  record: Record<string, unknown> | undefined,
  params: Record<string, unknown>,
) {
  const { mutate } = useSWRConfig();
  const seen = useRef(record);
  useEffect(() => {
    const before = seen.current;
    seen.current = record;
    if (!on || !before || !record || before === record) return;
    void mutate((key) => tableOf(key, params));
  }, [on, record, params, mutate]);
}
