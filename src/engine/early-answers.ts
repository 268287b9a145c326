// Answers asked for before the screen that shows them has drawn (its code still arriving): the screen's first call of
// the same action with the same payload takes the answer, or the failure, instead of calling again.
import type { ActionCall } from './EngineContext';

/**
 * How long an early answer waits to be taken. The screen that started it draws within one render of its code's
 * arrival; one not taken by then (its screen left before it drew) is dropped, so no later visit, nor anyone who signs in
 * after, is shown it.
 */
const EARLY_MS = 2000;

/** Answers started early, by action and payload, with when each was started. */
const early = new Map<string, { answer: Promise<unknown>; at: number }>();

const keyOf = (action: string, payload: unknown) => `${action}\n${JSON.stringify(payload ?? {})}`;

/** Calls `action` now; the first takeEarly of the same action and payload within EARLY_MS gets this answer. */
export function startEarly(call: ActionCall, action: string, payload: unknown = {}): void {
  const answer = call(action, payload);
  // the screen reports a failure when it takes the answer; a screen left before it drew has nothing to report it to
  answer.catch(() => undefined);
  early.set(keyOf(action, payload), { answer, at: performance.now() });
}

/** The early answer of this action and payload if one was started in time, taken once; else undefined. */
export function takeEarly(action: string, payload: unknown = {}): Promise<unknown> | undefined {
  const key = keyOf(action, payload);
  const entry = early.get(key);
  early.delete(key);
  return entry && performance.now() - entry.at < EARLY_MS ? entry.answer : undefined;
}
