// Typing re-renders only the field typed in; the form hears the value once typing pauses or the field is left.
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { flushSync } from 'react-dom';

/**
 * How long typing must pause before the form settles the value (rules, validation, onChange). Longer than the gap
 * between two keystrokes of someone typing, so a word costs the whole form one update rather than one per letter.
 */
export const SETTLE_AFTER_MS = 250;

let settlingTyped = false;

/**
 * `commit` for a typed value: while it runs, the form can tell the change it makes is typing settling, which it may
 * take without RJSF (root-object.tsx).
 */
export const typedCommit =
  <V>(commit: (value: V) => void) =>
  (value: V) => {
    settlingTyped = true;
    try {
      commit(value);
    } finally {
      settlingTyped = false;
    }
  };

/** Whether the change being made is a typed value settling (read synchronously, inside the change). */
export const isTypedSettle = () => settlingTyped;

/** A value held back from the form, and the ways it reaches the form. */
export interface Settler<V> {
  /** Holds a keystroke's value; the form hears it after SETTLE_AFTER_MS without another keystroke. */
  hold: (value: V) => void;
  /** Hands a held value to the form now (the field is left, Enter submits, the field or the page goes away). */
  flush: () => void;
  /** Whether a value is held (read in effects and handlers, never while rendering). */
  holding: () => boolean;
  /** A keydown handler: Enter hands the held value over before the form submits. */
  settleOnEnter: (event: KeyboardEvent) => void;
}

/** Holds typed values without rendering anything; `commit` is the form's onChange. */
export function useSettler<V>(commit: (value: V) => void, settleMs = SETTLE_AFTER_MS): Settler<V> {
  const held = useRef<{ value: V } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latestCommit = useRef(commit);
  useLayoutEffect(() => {
    latestCommit.current = commit;
  }, [commit]);

  // A page reloaded, closed or hidden (the user switches away, and a phone may discard it without a pagehide) settles
  // at once, so a saved draft holds the last keystroke.
  const onPageHide = useRef((_event: Event) => undefined as void);
  const flush = useCallback(() => {
    clearTimeout(timer.current);
    window.removeEventListener('pagehide', onPageHide.current);
    document.removeEventListener('visibilitychange', onPageHide.current);
    const value = held.current;
    if (!value) return;
    held.current = null;
    latestCommit.current(value.value);
  }, []);
  useLayoutEffect(() => {
    onPageHide.current = (event) =>
      void ((event.type === 'pagehide' || document.visibilityState === 'hidden') && flushSync(flush));
  }, [flush]);
  const hold = useCallback(
    (value: V) => {
      if (!held.current) {
        window.addEventListener('pagehide', onPageHide.current);
        document.addEventListener('visibilitychange', onPageHide.current);
      }
      held.current = { value };
      clearTimeout(timer.current);
      timer.current = setTimeout(flush, settleMs);
    },
    [flush, settleMs],
  );
  // A field that goes away (a rule hides it, the step changes) still hands over what was typed into it.
  useEffect(() => flush, [flush]);
  const holding = useCallback(() => held.current !== null, []);
  const settleOnEnter = useCallback((event: KeyboardEvent) => event.key === 'Enter' && flush(), [flush]);
  return { hold, flush, holding, settleOnEnter };
}

/** What a controlled field shows while its typing is held: the typed value, else the form's. */
export interface FieldDraft<V> extends Pick<Settler<V>, 'flush' | 'settleOnEnter'> {
  value: V;
  change: (value: V) => void;
}

/** A controlled field's value while it is being typed (the number input): it re-renders itself, not the form. */
export function useFieldDraft<V>(value: V, commit: (value: V) => void): FieldDraft<V> {
  const [draft, setDraft] = useState<{ value: V } | null>(null);
  const settleAndShow = useCallback(
    (settled: V) => {
      commit(settled);
      setDraft(null);
    },
    [commit],
  );
  const { hold, flush, settleOnEnter } = useSettler(settleAndShow);
  const change = useCallback(
    (next: V) => {
      setDraft({ value: next });
      hold(next);
    },
    [hold],
  );
  return { value: draft ? draft.value : value, change, flush, settleOnEnter };
}
