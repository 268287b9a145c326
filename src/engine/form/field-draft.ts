// Typing re-renders only the field typed in; the form hears the value once typing pauses or the field is left.
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';

/**
 * How long typing must pause before the form settles the value (rules, validation, onChange). Longer than the gap
 * between two keystrokes of someone typing, so a word costs the whole form one update rather than one per letter.
 */
export const SETTLE_AFTER_MS = 250;

/** What a text field shows and the three ways its value reaches the form. */
export interface FieldDraft<V> {
  /** The value to show: what was typed while the form has not heard it yet, else the form's value. */
  value: V;
  /** Records a keystroke's value; the form hears it after SETTLE_AFTER_MS without another keystroke. */
  change: (value: V) => void;
  /** Hands a pending value to the form now (the field is left, Enter submits, the field goes away). */
  flush: () => void;
}

/**
 * A field's value while it is being typed. `commit` is the form's onChange; the form's own value wins as soon as
 * nothing is pending, so values the form sets (a rule, a reset) show at once.
 */
export function useFieldDraft<V>(value: V, commit: (value: V) => void, settleMs = SETTLE_AFTER_MS): FieldDraft<V> {
  const [draft, setDraft] = useState<{ value: V } | null>(null);
  const pending = useRef<{ value: V } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latestCommit = useRef(commit);
  useLayoutEffect(() => {
    latestCommit.current = commit;
  }, [commit]);

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    const held = pending.current;
    if (!held) return;
    pending.current = null;
    latestCommit.current(held.value);
    setDraft(null);
  }, []);
  const change = useCallback(
    (next: V) => {
      pending.current = { value: next };
      setDraft({ value: next });
      clearTimeout(timer.current);
      timer.current = setTimeout(flush, settleMs);
    },
    [flush, settleMs],
  );
  // A field that goes away (a rule hides it, the step changes) still hands over what was typed into it.
  useEffect(() => flush, [flush]);
  // So does a page being reloaded or closed: the form settles at once, so a saved draft holds the last keystroke.
  const holding = draft !== null;
  useEffect(() => {
    if (!holding) return;
    const settleNow = () => flushSync(flush);
    window.addEventListener('pagehide', settleNow);
    return () => window.removeEventListener('pagehide', settleNow);
  }, [holding, flush]);

  return { value: draft ? draft.value : value, change, flush };
}
