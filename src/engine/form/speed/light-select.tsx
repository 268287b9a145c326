// A select drawn closed without Mantine's Combobox, Popover, floating-ui and scroll area (some 35 KiB on the wire):
// a combobox to assistive technology, whose real select is fetched on the field's first press, focus or key and takes
// its place, focused and, after a click, Enter, Space or a letter, open.
import { Input } from '@mantine/core';
import type { WidgetProps } from '@rjsf/utils';
import { useRef, useState, type ComponentType, type ReactNode } from 'react';
import { deferred, type DeferredComponent } from './deferred';
import { listboxOf } from './listbox';

/** woken-select.tsx's wrapper, fetched with the real select (`useWoken`): a form never used downloads neither. */
export const WokenSelect = deferred<{ id: string; keys: string[]; children: ReactNode }>(
  () => import('./woken-select'),
  'WokenSelect',
);

/** Mantine's own chevron (Combobox.Chevron), drawn here so the closed field needs none of the Combobox. */
const Chevron = () => (
  <svg width="15" height="15" viewBox="0 0 15 15" fill="none" aria-hidden="true" style={{ display: 'block' }}>
    <path
      d="M4.93179 5.43179C4.75605 5.60753 4.75605 5.89245 4.93179 6.06819C5.10753 6.24392 5.39245 6.24392 5.56819 6.06819L7.49999 4.13638L9.43179 6.06819C9.60753 6.24392 9.89245 6.24392 10.0682 6.06819C10.2439 5.89245 10.2439 5.60753 10.0682 5.43179L7.81819 3.18179C7.73379 3.0974 7.61933 3.04999 7.49999 3.04999C7.38064 3.04999 7.26618 3.0974 7.18179 3.18179L4.93179 5.43179ZM10.0682 9.56819C10.2439 9.39245 10.2439 9.10753 10.0682 8.93179C9.89245 8.75606 9.60753 8.75606 9.43179 8.93179L7.49999 10.8636L5.56819 8.93179C5.39245 8.75606 5.10753 8.75606 4.93179 8.93179C4.75605 9.10753 4.75605 9.39245 4.93179 9.56819L7.18179 11.8182C7.35753 11.9939 7.64245 11.9939 7.81819 11.8182L10.0682 9.56819Z"
      fill="currentColor"
      fillRule="evenodd"
      clipRule="evenodd"
    />
  </svg>
);

/** How the closed field wakes the real select. */
export interface Wake {
  /** Open it: a click, Enter, Space or a letter (an arrow opens it itself). */
  open: boolean;
  /** Fetch the real select now, but take the field's place only on the next wake (the press's click). */
  later?: boolean;
  /** A key for the real select to act on once it has mounted (a letter or an arrow); none by default. */
  key?: string;
  /** Escape: forget what earlier keys asked (the real select still comes, focused). */
  cancel?: boolean;
  /** The closed field: the real select takes focus only if this still has it when the real select arrives. */
  field?: HTMLElement;
}

/** What the closed field shows: the select's label, marks and message, and the chosen option's text. */
export interface LightSelectProps {
  id: string;
  label?: string;
  required?: boolean;
  disabled?: boolean;
  error?: string;
  placeholder?: string;
  /** The chosen option's label (several joined), or nothing. */
  text: string;
  onWake: (how: Wake) => void;
}

/** The keys that open a select: Mantine's own opens on the arrows, a native select on Enter and Space too. */
const OPENING = ['ArrowDown', 'ArrowUp', 'Enter', ' '];
/** Of those, the keys the real select acts on itself once there (it opens and moves to an option). */
const PASSED_ON = ['ArrowDown', 'ArrowUp'];

/**
 * The closed field: Mantine's input with the select's chevron, a collapsed combobox whose listbox the real select
 * will draw. A click wakes the real select open; a focus from the keyboard wakes it focused (Mantine's searchable
 * select then opens on focus); Enter and Space wake it open; an arrow or a letter is kept for the real select to act
 * on (see WokenSelect); Tab moves on, Escape forgets the keys kept, other keys do nothing. A press only starts
 * fetching it: the field must not change under a pointer that is still down (the rest of the press would land on the
 * new element, or beside it, and close it again).
 */
export function LightSelect({ id, label, required, disabled, error, placeholder, text, onWake }: LightSelectProps) {
  const pressed = useRef(false);
  return (
    <Input.Wrapper id={id} label={label} required={required} error={error}>
      <Input
        id={id}
        value={text}
        placeholder={placeholder}
        role="combobox"
        aria-expanded={false}
        aria-haspopup="listbox"
        aria-controls={listboxOf(id)}
        aria-required={required}
        aria-invalid={Boolean(error)}
        // Nothing is typed here: a letter is kept for the real select (onKeyDown), and React restores the text.
        onChange={() => undefined}
        disabled={disabled}
        error={Boolean(error)}
        rightSection={<Chevron />}
        rightSectionPointerEvents="none"
        onPointerDown={() => {
          pressed.current = true;
          onWake({ open: true, later: true });
        }}
        onFocus={(event) => pressed.current || onWake({ open: false, field: event.currentTarget })}
        onKeyDown={(event) => {
          const { key } = event;
          const letter = key.length === 1 && key !== ' ' && !event.ctrlKey && !event.metaKey && !event.altKey;
          if (key === 'Escape') onWake({ open: false, cancel: true, field: event.currentTarget });
          if (!letter && !OPENING.includes(key)) return;
          event.preventDefault();
          // An arrow is the real select's to act on: it opens the list itself (on focus or on the arrow) and moves.
          const passed = letter || PASSED_ON.includes(key);
          onWake({ open: !PASSED_ON.includes(key), key: passed ? key : undefined, field: event.currentTarget });
        }}
        onClick={(event) => onWake({ open: true, field: event.currentTarget })}
      />
    </Input.Wrapper>
  );
}

/** How the real select appears: open, focused (`byUser`), and the keys it then acts on (see WokenSelect). */
interface Woken {
  open: boolean;
  byUser: boolean;
  keys: string[];
}

/**
 * Whether to draw the real select (`real` has arrived) and how it was woken; `wake` fetches it and, unless `later`,
 * draws it once it has arrived: focused if the closed field still has the focus, then open if any wake asked for
 * that, and given the keys pressed meanwhile. A field mounted after the real select arrived draws it at once, neither
 * focused nor open.
 */
export function useWoken(real: { loaded: () => boolean; preload: () => Promise<unknown> }) {
  const [woken, setWoken] = useState<Woken | undefined>(() =>
    real.loaded() ? { open: false, byUser: false, keys: [] } : undefined,
  );
  const asked = useRef<{ open: boolean; keys: string[] }>({ open: false, keys: [] });
  const wake = ({ open, later, key, cancel, field }: Wake) => {
    // A failed fetch leaves the closed field as it is (the next wake tries again only after a reload).
    const fetched = Promise.all([real.preload(), WokenSelect.preload()]).catch(() => undefined);
    if (later) return;
    const keys = key ? [...asked.current.keys, key] : asked.current.keys;
    asked.current = cancel ? { open: false, keys: [] } : { open: asked.current.open || open, keys };
    // Only the closed field calls this, so the real select has not mounted yet and still takes what is asked.
    void fetched.then(() => {
      if (!real.loaded() || !WokenSelect.loaded()) return;
      const focused = !field || field === document.activeElement;
      setWoken(focused ? { ...asked.current, byUser: true } : { open: false, byUser: false, keys: [] });
    });
  };
  return { woken, wake };
}

/**
 * A select widget (RJSF's props) drawn closed by LightSelect until used: `text` says what the closed field shows.
 * The real widget is told to focus, and to open, through `autofocus` and `ui:options`.
 */
export function lightUntilUsed(
  Real: DeferredComponent<WidgetProps>,
  text: (props: WidgetProps) => string,
): ComponentType<WidgetProps> {
  function LightUntilUsed(props: WidgetProps) {
    const { woken, wake } = useWoken(Real);
    if (woken) {
      const real = (
        <Real
          {...props}
          autofocus={props.autofocus || woken.byUser}
          options={woken.open ? { ...props.options, defaultDropdownOpened: true } : props.options}
        />
      );
      return woken.byUser ? (
        <WokenSelect id={props.id} keys={woken.keys}>
          {real}
        </WokenSelect>
      ) : (
        real
      );
    }
    return (
      <LightSelect
        id={props.id}
        label={props.hideLabel ? undefined : props.label}
        required={props.required}
        disabled={props.disabled || props.readonly}
        error={props.rawErrors?.length ? props.rawErrors.join('\n') : undefined}
        placeholder={props.placeholder}
        text={text(props)}
        onWake={wake}
      />
    );
  }
  LightUntilUsed.displayName = `LightUntilUsed(${Real.displayName ?? 'Select'})`;
  return Object.assign(LightUntilUsed, { preload: Real.preload, loaded: Real.loaded });
}
