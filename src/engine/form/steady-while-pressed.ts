// While a mouse button or a finger is down, a form's messages stay as they were: a click that began on Submit must end
// there, but leaving a field settles it, and a message appearing or vanishing above the button would move it away.
import { useEffect, useState } from 'react';

let pressed = false;
const waiting = new Set<() => void>();

/**
 * After the click that ends a press has been dispatched (a task after the release), what waited runs. Nothing is
 * pressed while typing, so a keystroke costs no task here.
 */
const release = () => {
  if (!pressed) return;
  setTimeout(() => {
    pressed = false;
    for (const run of [...waiting]) run();
    waiting.clear();
  });
};

if (typeof document !== 'undefined') {
  document.addEventListener('pointerdown', () => (pressed = true), true);
  // A click or a key also ends it: a native popup (a select's, a file picker) may keep the release to itself.
  for (const ending of ['pointerup', 'pointercancel', 'dragend', 'click', 'keydown'] as const)
    document.addEventListener(ending, release, true);
  // A button released outside the window sends nothing here; leaving the window ends the press too.
  window.addEventListener('blur', release);
}

/** Runs `then` once no pointer is pressed; the answer cancels it. */
const whenReleased = (then: () => void): (() => void) => {
  waiting.add(then);
  return () => waiting.delete(then);
};

/**
 * The value as it was when the pointer went down, while it is down; the value itself otherwise. Compared with ===, so
 * hand it a string or a memoised object.
 */
export function useSteadyWhilePressed<T>(value: T): T {
  const [shown, setShown] = useState(value);
  const steady = shown !== value && pressed;
  if (shown !== value && !steady) setShown(value);
  useEffect(() => (steady ? whenReleased(() => setShown(value)) : undefined), [steady, value]);
  return steady ? shown : value;
}
