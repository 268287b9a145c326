// Suspending on what may already have arrived: React replays a render that suspended once the wait is over and
// expects the same use() calls, so "nothing to wait for" is a use() of a settled promise, not no call at all.
import { use } from 'react';

/** A promise React reads as settled without waiting (it checks `status`). */
const ARRIVED = Object.assign(Promise.resolve(), { status: 'fulfilled' as const, value: undefined });

/** Suspends until `pending` settles; with nothing pending it returns at once, making the same use() call. */
export function useWaitFor(pending: Promise<unknown> | undefined): void {
  use(pending ?? ARRIVED);
}
