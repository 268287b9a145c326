// A text field's typing never reaches React: one listener ahead of React hands each edit to its field alone.
//
// React handles every event at its root: for each keystroke it walks the whole tree above the input (more than sixty
// components deep in a declared form) several times over, in code that has seldom run, and restores the input's
// attributes after each change. A draft text field needs none of it, as it holds what is typed itself
// (field-draft.ts), so the events that only type text stop here and its edits go straight to the field. Keys that do
// more than type (Enter, Escape, Tab, arrows, Backspace, anything with Ctrl, Alt or Meta) pass on as before.

/** Hears that the field's text changed (typing, pasting, dropping, autofill). */
export type Edit = () => void;

const fields = new WeakMap<EventTarget, Edit>();

/**
 * Stops an event of a field it owns, and hands the field its edits (`input`, `change`). A key that does more than type
 * one character (its name is not one character long, or Ctrl, Alt or Meta is held) passes on.
 */
function route(event: Event) {
  const edit = fields.get(event.target!);
  if (
    !edit ||
    (event instanceof KeyboardEvent && (event.key.length !== 1 || event.ctrlKey || event.altKey || event.metaKey))
  )
    return;
  event.stopPropagation();
  if (event.type === 'input' || event.type === 'change') edit();
}

// The edits, and the events that only carry typing, stopped so that nothing above the field spends time on them.
if (typeof window !== 'undefined')
  for (const type of ['input', 'change', 'keydown', 'keypress', 'keyup', 'beforeinput', 'textInput'])
    window.addEventListener(type, route, true);

/** Hands `element`'s edits to `edit`, and keeps its typing from everything above it, until the answer is called. */
export function ownKeystrokes(element: HTMLElement, edit: Edit): () => void {
  fields.set(element, edit);
  return () => {
    if (fields.get(element) === edit) fields.delete(element);
  };
}
