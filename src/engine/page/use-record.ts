// The record a page or one of its tabs shows: a named action called with the page's parameters, through SWR; an answer
// asked for before the screen drew (early-answers.ts) is taken up rather than asked again.
import useSWR from 'swr';
import { takeEarly } from '../early-answers';
import { useEngine } from '../EngineContext';

/** Loads the record when a source is declared (and the parameters are complete); undefined data otherwise. */
export function useRecord(source: string | undefined, params: Record<string, unknown>, ready = true) {
  const engine = useEngine();
  return useSWR(source && ready ? ['page-record', source, JSON.stringify(params)] : null, async () => {
    const answer = await (takeEarly(source!, params) ?? engine.call(source!, params));
    // A source answering anything but one record is a broken declaration or action: say so rather than show nothing.
    if (!answer || typeof answer !== 'object' || Array.isArray(answer))
      throw new Error(`${source} did not answer a record`);
    return answer as Record<string, unknown>;
  });
}
