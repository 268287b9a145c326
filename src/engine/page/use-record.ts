// The record a page or one of its tabs shows: a named action called with the page's parameters, through SWR.
import useSWR from 'swr';
import type { PageDeclaration } from '../core/declarations';
import { rowMatches } from '../core/row-when';
import { useEngine } from '../EngineContext';

/** A page's `refresh`: how often its source is asked again, and while which condition on the record holds. */
export type RecordRefresh = PageDeclaration['refresh'];

/**
 * Loads the record when a source is declared (and the parameters are complete); undefined data otherwise. With a
 * `refresh`, asks again every `everySeconds` while the record matches its `while`, and stops once it does not.
 */
export function useRecord(
  source: string | undefined,
  params: Record<string, unknown>,
  ready = true,
  refresh?: RecordRefresh,
) {
  const engine = useEngine();
  return useSWR(
    source && ready ? ['page-record', source, JSON.stringify(params)] : null,
    async () => {
      const answer = await engine.call(source!, params);
      // A source answering anything but one record is a broken declaration or action: say so rather than show nothing.
      if (!answer || typeof answer !== 'object' || Array.isArray(answer))
        throw new Error(`${source} did not answer a record`);
      return answer as Record<string, unknown>;
    },
    {
      refreshInterval: (record?: Record<string, unknown>) =>
        refresh && record && rowMatches(refresh.while, record) ? refresh.everySeconds * 1000 : 0,
    },
  );
}
