// The real select in the closed field's place: its listbox keeps the id the closed field named, and the keys pressed
// in the closed field while the real select was fetched reach the real select, so that none is lost.
import { MantineThemeProvider } from '@mantine/core';
import { useEffect, useMemo, type ReactNode } from 'react';
import { listboxOf } from './listbox';

/** Types `text` into the input as a user would: React (and so Mantine) sees an ordinary change of its value. */
function typeInto(input: HTMLInputElement, text: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/** The keys a select acts on: pressed while kept keys are still being played, they wait their turn behind them. */
const HELD = ['ArrowDown', 'ArrowUp', 'Enter', 'Escape', 'Home', 'End'];
const held = (event: KeyboardEvent) =>
  !event.ctrlKey && !event.metaKey && !event.altKey && (event.key.length === 1 || HELD.includes(event.key));

/**
 * Plays `kept` on the real select's input: letters become its search (in place of the chosen option's label), and
 * each arrow is pressed a timer's turn later, once the list the previous step opened is drawn (Mantine reads its
 * options from the page, after its own timer's turn). A key the user presses meanwhile (Enter on the list that the
 * focus opened, say) joins the end of the queue instead of overtaking it, so keys act in the order they were
 * pressed; a blur ends the play. A select that cannot be searched (its input read-only) takes the arrows only:
 * Mantine's own has no type-ahead. Returns a stop for the timer and the listeners.
 */
function play(input: HTMLInputElement, kept: string[]) {
  const keys = [...kept];
  const played = new WeakSet<Event>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let search = '';
  let next = 0;
  const hold = (event: KeyboardEvent) => {
    if (played.has(event) || !held(event)) return;
    event.preventDefault();
    event.stopPropagation();
    keys.push(event.key);
  };
  const stop = () => {
    clearTimeout(timer);
    input.removeEventListener('keydown', hold, true);
    input.removeEventListener('blur', stop);
  };
  const step = () => {
    const typed = search;
    while (keys[next]?.length === 1) search += keys[next++];
    if (search !== typed && !input.readOnly) typeInto(input, search);
    if (next === keys.length) return stop();
    timer = setTimeout(() => {
      const key = keys[next++];
      const event = new KeyboardEvent('keydown', { key, code: key, bubbles: true, cancelable: true });
      played.add(event);
      input.dispatchEvent(event);
      step();
    });
  };
  input.addEventListener('keydown', hold, true);
  input.addEventListener('blur', stop);
  step();
  return stop;
}

/**
 * Enter on the open list chooses the option shown as active (the one `aria-activedescendant` names and a screen reader
 * announces). Mantine keeps its own index of that option beside the mark it draws, and the index update its opening
 * schedules may land after an arrow moved the mark (an arrow kept in the closed field and played here, say): its Enter
 * then saw no option, chose nothing and let the form submit. Returns a stop for the listener.
 */
function enterChoosesShown(input: HTMLInputElement, listbox: string) {
  const choose = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' || event.isComposing || event.defaultPrevented || !input.hasAttribute('data-expanded'))
      return;
    const shown = document.getElementById(listbox)?.querySelector<HTMLElement>('[data-combobox-selected]');
    if (!shown || shown.hasAttribute('data-combobox-disabled')) return;
    event.preventDefault();
    event.stopPropagation();
    shown.click();
  };
  input.addEventListener('keydown', choose, true);
  return () => input.removeEventListener('keydown', choose, true);
}

/**
 * Wraps the real select of field `id` that took a closed field's place: its listbox takes the id `listboxOf(id)`
 * (Mantine draws one listbox per select, so a theme default reaches exactly it); once it has mounted, its text is
 * selected if it has the focus, `keys`, those the closed field kept (letters, arrows), are played on it, and Enter
 * chooses the option shown as active.
 */
export function WokenSelect({ id, keys, children }: { id: string; keys: string[]; children: ReactNode }) {
  const theme = useMemo(() => ({ components: { ComboboxOptions: { defaultProps: { id: listboxOf(id) } } } }), [id]);
  useEffect(() => {
    // After the real select's own effects (children's run first), which set its search to the chosen option's label.
    const input = document.querySelector<HTMLInputElement>(`input[id="${id}"]`);
    if (!input) return;
    // As Tab into a text field selects its text, so that a letter typed next replaces the chosen option's label.
    if (input === document.activeElement) input.select();
    // After the play's hold: an Enter held behind kept keys (its default prevented) is acted on when it is played.
    const stopPlaying = keys.length ? play(input, keys) : undefined;
    const stopChoosing = enterChoosesShown(input, listboxOf(id));
    return () => {
      stopPlaying?.();
      stopChoosing();
    };
  }, [id, keys]);
  return <MantineThemeProvider theme={theme}>{children}</MantineThemeProvider>;
}
