// Presses a control of a story once it has appeared (forms wait for their widgets, tabs for their page), so a story can
// open in the state a designer asked for: every message shown, a page's tab open.
import { useEffect, useState, type RefObject } from 'react';

/** How long to look for the control before giving up (a step with no submit button). */
const GIVE_UP_MS = 5000;

/** A story's submit button. */
export const submitButton = (box: HTMLElement) => box.querySelector<HTMLElement>('button[type="submit"]');

/** A tab by its label. */
export const tabNamed = (label: string) => (box: HTMLElement) =>
  Array.from(box.querySelectorAll<HTMLElement>('[role="tab"]')).find((tab) => tab.textContent?.trim() === label) ??
  null;

/**
 * Clicks what `find` finds inside `box` as soon as there is one (nothing when `find` is undefined). Answers whether
 * that click is still to come, for the box's `data-story-pending` (the story test waits for it to go).
 */
export function useClickOnce(
  box: RefObject<HTMLElement | null>,
  find: ((box: HTMLElement) => HTMLElement | null) | undefined,
): boolean {
  const [pending, setPending] = useState(Boolean(find));
  useEffect(() => {
    if (!find) return;
    const started = Date.now();
    const timer = window.setInterval(() => {
      const target = box.current && find(box.current);
      if (!target && Date.now() - started < GIVE_UP_MS) return;
      window.clearInterval(timer);
      target?.click();
      window.setTimeout(() => setPending(false), 300);
    }, 50);
    return () => window.clearInterval(timer);
  }, [box, find]);
  return pending;
}
