// A select drawn closed without Mantine's Combobox, Popover, floating-ui and scroll area (some 35 KiB on the wire):
// the real select is fetched on the field's first press or focus and takes its place, focused and, after a click, open.
import { Input } from '@mantine/core';
import type { WidgetProps } from '@rjsf/utils';
import { useRef, useState, type ComponentType } from 'react';
import type { DeferredComponent } from './deferred';

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
  /** `later`: fetch the real select now, but take the field's place only on the next wake (the press's click). */
  onWake: (how: { open: boolean; later?: boolean }) => void;
}

/**
 * The closed field: Mantine's input with the select's chevron. A click wakes the real select open; a focus from the
 * keyboard, or a key, wakes it closed. A press only starts fetching it: the field must not change under a pointer
 * that is still down (the rest of the press would land on the new element, or beside it, and close it again).
 */
export function LightSelect({ id, label, required, disabled, error, placeholder, text, onWake }: LightSelectProps) {
  const pressed = useRef(false);
  return (
    <Input.Wrapper id={id} label={label} required={required} error={error}>
      <Input
        id={id}
        value={text}
        placeholder={placeholder}
        readOnly
        disabled={disabled}
        error={Boolean(error)}
        aria-invalid={Boolean(error)}
        rightSection={<Chevron />}
        rightSectionPointerEvents="none"
        onPointerDown={() => {
          pressed.current = true;
          onWake({ open: true, later: true });
        }}
        onFocus={() => pressed.current || onWake({ open: false })}
        onKeyDown={() => onWake({ open: false })}
        onClick={() => onWake({ open: true })}
      />
    </Input.Wrapper>
  );
}

/**
 * Whether to draw the real select (`real` has arrived) and how it was woken; `wake` fetches it and, unless `later`,
 * draws it once it has arrived, open if any wake asked for that. A field mounted after the real select arrived draws
 * it at once, neither focused nor open.
 */
export function useWoken(real: { loaded: () => boolean; preload: () => Promise<unknown> }) {
  const [woken, setWoken] = useState<{ open: boolean; byUser: boolean } | undefined>(() =>
    real.loaded() ? { open: false, byUser: false } : undefined,
  );
  const wantsOpen = useRef(false);
  const wake = ({ open, later }: { open: boolean; later?: boolean }) => {
    // A failed fetch leaves the closed field as it is (the next wake tries again only after a reload).
    const fetched = real.preload().catch(() => undefined);
    if (later) return;
    wantsOpen.current ||= open;
    // Only the closed field calls this, so the real select has not mounted yet and still takes `open`.
    void fetched.then(() => {
      if (real.loaded())
        setWoken((now) => (now && !wantsOpen.current ? now : { open: wantsOpen.current, byUser: true }));
    });
  };
  return { woken, wake };
}

/**
 * A select widget (RJSF's props) drawn closed by LightSelect until used: `text` says what the closed field shows.
 * The real widget is told to focus, and to open after a press, through `autofocus` and `ui:options`.
 */
export function lightUntilUsed(
  Real: DeferredComponent<WidgetProps>,
  text: (props: WidgetProps) => string,
): ComponentType<WidgetProps> {
  function LightUntilUsed(props: WidgetProps) {
    const { woken, wake } = useWoken(Real);
    if (woken)
      return (
        <Real
          {...props}
          autofocus={props.autofocus || woken.byUser}
          options={woken.open ? { ...props.options, defaultDropdownOpened: true } : props.options}
        />
      );
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
