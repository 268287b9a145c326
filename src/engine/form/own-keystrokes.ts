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

/** Events that change the text: handed to the field. */
const EDITS = ['input', 'change'];
/** Events that only carry typing: stopped, so that nothing above the field spends time on them. */
const TYPING = ['keydown', 'keypress', 'keyup', 'beforeinput', 'textInput'];

/** A key that types one character, without a modifier that would make it a shortcut. */
const typesText = (event: KeyboardEvent) => event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey;

function route(event: Event) {
  const edit = event.target ? fields.get(event.target) : undefined;
  if (!edit || (event instanceof KeyboardEvent && !typesText(event))) return;
  event.stopPropagation();
  if (EDITS.includes(event.type)) edit();
}

if (typeof window !== 'undefined') for (const type of [...EDITS, ...TYPING]) window.addEventListener(type, route, true);

/** Hands `element`'s edits to `edit`, and keeps its typing from everything above it, until the answer is called. */
export function ownKeystrokes(element: HTMLElement, edit: Edit): () => void {
  fields.set(element, edit);
  return () => {
    if (fields.get(element) === edit) fields.delete(element);
  };
}
