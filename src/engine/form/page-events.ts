// What an open form hears from the page: a pointer held down (its messages stay still) and the page hidden (typing settles).
import { flushSync } from 'react-dom';

/**
 * A form's listeners on the document and window, added when the form opens and removed when it closes.
 * While a mouse button or a finger is down, `pressed` is true: a click that began on Submit must end there, but leaving
 * a field settles it, and a message appearing or vanishing above the button would move it away. After the click that
 * ends the press has been dispatched (a task after the release), `released` runs.
 */
export class PageEvents {
  pressed = false;
  private hidden: (() => void) | undefined;

  constructor(private readonly released: () => void) {}

  /** Runs `settle` when the page is hidden or unloaded (a phone may discard it without a `pagehide`); undefined stops. */
  onHidden(settle: (() => void) | undefined) {
    this.hidden = settle;
  }

  /** Starts listening; the answer stops. */
  attach(): () => void {
    const press = () => (this.pressed = true);
    const release = () => {
      if (!this.pressed) return;
      setTimeout(() => {
        this.pressed = false;
        this.released();
      });
    };
    // The page may be gone before React's next render: what the settle changes (a saved draft) is committed at once.
    const hide = (event: Event) => {
      const settle = this.hidden;
      if (settle && (event.type === 'pagehide' || document.visibilityState === 'hidden')) flushSync(settle);
    };
    // A click or a key also ends a press: a native popup (a select's, a file picker) may keep the release to itself.
    const ending = ['pointerup', 'pointercancel', 'dragend', 'click', 'keydown'] as const;
    document.addEventListener('pointerdown', press, true);
    for (const type of ending) document.addEventListener(type, release, true);
    // A button released outside the window sends nothing here; leaving the window ends the press too.
    window.addEventListener('blur', release);
    window.addEventListener('pagehide', hide);
    document.addEventListener('visibilitychange', hide);
    return () => {
      document.removeEventListener('pointerdown', press, true);
      for (const type of ending) document.removeEventListener(type, release, true);
      window.removeEventListener('blur', release);
      window.removeEventListener('pagehide', hide);
      document.removeEventListener('visibilitychange', hide);
    };
  }
}
