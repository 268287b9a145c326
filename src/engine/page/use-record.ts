// The record a page or one of its tabs shows: a named action called with the page's parameters, through SWR; and the
// same call started before the screen first draws (preloadRecord), which the screen's first useRecord then takes up.
import useSWR from 'swr';
import { useEngine, type Engine } from '../EngineContext';

/**
 * How long an early answer waits to be taken. The screen that started it draws within one render of its code's
 * arrival; one not taken by then (its screen left before it drew) is dropped, so no later visit, nor anyone who signs in
 * after, is shown it.
 */
const EARLY_MS = 2000;

/** Answers started before their screen drew, by SWR key, with when each was started. */
const early = new Map<string, { answer: Promise<unknown>; at: number }>();

/** The SWR key of a source's record for these parameters, and its text as the early answers are keyed. */
const recordKey = (source: string, params: Record<string, unknown>) => ['page-record', source, JSON.stringify(params)];
const keyText = (key: string[]) => key.join('\n');

/** The early answer of a key if one was started in time, taken once. */
function takeEarly(key: string[]): Promise<unknown> | undefined {
  const entry = early.get(keyText(key));
  early.delete(keyText(key));
  return entry && performance.now() - entry.at < EARLY_MS ? entry.answer : undefined;
}

/** Loads the record when a source is declared (and the parameters are complete); undefined data otherwise. */
export function useRecord(source: string | undefined, params: Record<string, unknown>, ready = true) {
  const engine = useEngine();
  const key = source && ready ? recordKey(source, params) : null;
  return useSWR(key, async () => {
    const answer = await (takeEarly(key!) ?? engine.call(source!, params));
    // A source answering anything but one record is a broken declaration or action: say so rather than show nothing.
    if (!answer || typeof answer !== 'object' || Array.isArray(answer))
      throw new Error(`${source} did not answer a record`);
    return answer as Record<string, unknown>;
  });
}

/**
 * Starts a source's record now, while the screen that shows it is still arriving; the screen's first useRecord of the
 * same source and parameters takes the answer (or the failure) instead of calling again.
 */
export function preloadRecord(call: Engine['call'], source: string, params: Record<string, unknown> = {}) {
  const answer = call(source, params);
  // the screen's useRecord reports a failure; a screen left before it drew has nothing to report it to
  answer.catch(() => undefined);
  early.set(keyText(recordKey(source, params)), { answer, at: performance.now() });
}
