// A text field's typing never reaches React: one listener ahead of React hands each edit to its field alone.
//
// React handles every event at its root: for each keystroke it walks the whole tree above the input (more than sixty
// components deep in a declared form) several times over, in code that has seldom run, and restores the input's
// attributes after each change. A draft text field needs none of it, as the form's store holds what is typed
// (store.ts), so the events that only type text stop here and its edits go straight to the field. Keys that do more
// than type (Enter, Escape, Tab, arrows, Backspace, anything with Ctrl, Alt or Meta) pass on as before.

/** Hears that the field's text changed (typing, pasting, dropping, autofill). */
export type Edit = () => void;

/** The events that carry typing, heard on the window ahead of React's root while a form owns a field. */
const TYPING = ['input', 'change', 'keydown', 'keypress', 'keyup', 'beforeinput', 'textInput'];

/** One form's owned fields, and its listeners on the window while it owns any. */
export class Keystrokes {
  private readonly fields = new Map<EventTarget, Edit>();

  /**
   * Stops an event of a field it owns, and hands the field its edits (`input`, `change`). A key that does more than
   * type one character (its name is not one character long, or Ctrl, Alt or Meta is held) passes on.
   */
  private readonly route = (event: Event) => {
    const edit = this.fields.get(event.target!);
    if (
      !edit ||
      (event instanceof KeyboardEvent && (event.key.length !== 1 || event.ctrlKey || event.altKey || event.metaKey))
    )
      return;
    event.stopPropagation();
    if (event.type === 'input' || event.type === 'change') edit();
  };

  /** Hands `element`'s edits to `edit`, and keeps its typing from everything above it, until the answer is called. */
  own(element: HTMLElement, edit: Edit): () => void {
    if (this.fields.size === 0) for (const type of TYPING) window.addEventListener(type, this.route, true);
    this.fields.set(element, edit);
    return () => {
      if (this.fields.get(element) === edit) this.fields.delete(element);
      if (this.fields.size === 0) for (const type of TYPING) window.removeEventListener(type, this.route, true);
    };
  }
}
