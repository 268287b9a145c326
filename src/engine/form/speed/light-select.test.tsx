// A select drawn closed until used: a collapsed combobox with its text, marks and message; a click wakes the real
// select focused and open, a focus (Tab) focused and closed, an opening key or a typed letter focused and open (the
// letter in its search), and keys pressed while the real select is fetched are not lost.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { WidgetProps } from '@rjsf/utils';
import { describe, expect, it, vi } from 'vitest';
import { renderWithEngine } from '../../test-engine';
import { deferred } from './deferred';
import { lightUntilUsed } from './light-select';

/** A stand-in for the real select that shows how it was asked to appear. */
function RealSelect(props: WidgetProps) {
  return (
    <output aria-label="real select">
      {JSON.stringify({ autofocus: props.autofocus, open: props.options.defaultDropdownOpened ?? false })}
    </output>
  );
}

const fresh = () =>
  lightUntilUsed(
    deferred<WidgetProps>(async () => ({ RealSelect }), 'RealSelect'),
    ({ value }) => (value === 'IN' ? 'India' : ''),
  );

/** The theme's real select (RJSF's Mantine Select), arriving when `arrive` is called: keys meet the closed field. */
const mantine = () => {
  let arrive = () => undefined as void;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const Light = lightUntilUsed(
    deferred<WidgetProps>(async () => {
      const { default: SelectWidget } = await import('@rjsf/mantine/lib/widgets/SelectWidget.js');
      await arrived;
      return { SelectWidget };
    }, 'SelectWidget'),
    ({ value, options }) => options.enumOptions?.find((option) => option.value === value)?.label ?? '',
  );
  return { Light, arrive: () => act(async () => arrive()) };
};

const COUNTRIES = [
  { label: 'India', value: 'IN' },
  { label: 'Germany', value: 'DE' },
  { label: 'Ghana', value: 'GH' },
  { label: 'Japan', value: 'JP' },
];

const props = (extra: Partial<WidgetProps> = {}) =>
  ({
    id: 'root_country',
    name: 'country',
    label: 'Country',
    value: 'IN',
    required: true,
    options: { enumOptions: COUNTRIES },
    schema: {},
    registry: { globalUiOptions: {} },
    onChange: () => undefined,
    onBlur: () => undefined,
    onFocus: () => undefined,
    ...extra,
  }) as unknown as WidgetProps;

const closed = () => screen.getByRole('combobox', { name: /^Country/ });
/** The real select's input once it has taken the closed field's place (Mantine's: a text box with a listbox popup). */
const real = () => screen.findByRole('textbox', { name: /^Country/ });
const listed = () => screen.getAllByRole('option').map((option) => option.textContent);

describe('lightUntilUsed', () => {
  it("draws a collapsed combobox with the chosen option's text, its label, required mark and message", () => {
    const Light = fresh();
    renderWithEngine(<Light {...props({ rawErrors: ['Required!'] })} />);
    const field = closed();
    expect(field).toHaveValue('India');
    expect(field).toHaveAttribute('aria-expanded', 'false');
    expect(field).toHaveAttribute('aria-haspopup', 'listbox');
    expect(field).toHaveAttribute('aria-controls', 'root_country-listbox');
    expect(field).toHaveAttribute('aria-required', 'true');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByText('Required!')).toBeVisible();
    expect(screen.queryByLabelText('real select')).not.toBeInTheDocument();
  });

  it('wakes the real select on a click, focused and open', async () => {
    const Light = fresh();
    renderWithEngine(<Light {...props()} />);
    const field = closed();
    fireEvent.pointerDown(field);
    field.focus();
    fireEvent.click(field);
    expect(await screen.findByLabelText('real select')).toHaveTextContent('{"autofocus":true,"open":true}');
  });

  it('wakes the real select on a focus, focused but closed; later fields draw it at once', async () => {
    const Light = fresh();
    const { unmount } = renderWithEngine(<Light {...props()} />);
    closed().focus();
    expect(await screen.findByLabelText('real select')).toHaveTextContent('{"autofocus":true,"open":false}');
    unmount();
    renderWithEngine(<Light {...props()} />);
    expect(screen.getByLabelText('real select')).toHaveTextContent('{"autofocus":false,"open":false}');
  });

  it.each(['{Enter}', ' '])(
    'opens the real select on %s, focused, its options listed in the listbox the closed field named',
    async (key) => {
      const { Light, arrive } = mantine();
      renderWithEngine(<Light {...props()} />);
      const controls = closed().getAttribute('aria-controls');
      closed().focus();
      await userEvent.keyboard(key);
      await arrive();
      const input = await real();
      expect(input).toHaveFocus();
      const listbox = await screen.findByRole('listbox');
      expect(listbox).toHaveAttribute('id', controls);
      expect(input).toHaveAttribute('aria-controls', controls);
      expect(listed()).toEqual(['India', 'Germany', 'Ghana', 'Japan']);
      // Mantine's roles alone: the closed field is gone, and nothing was typed or chosen by the waking key.
      expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
      expect(input).toHaveValue('India');
    },
  );

  it('passes ArrowDown on to the real select, which opens and moves past the chosen option as its own ArrowDown does', async () => {
    const { Light, arrive } = mantine();
    renderWithEngine(<Light {...props({ value: 'DE' })} />);
    closed().focus();
    await userEvent.keyboard('{ArrowDown}');
    await arrive();
    const input = await real();
    expect(input).toHaveFocus();
    await waitFor(() =>
      expect(screen.getByRole('option', { name: 'Ghana' })).toHaveAttribute('data-combobox-selected'),
    );
    expect(input).toHaveValue('Germany');
  });

  it('keeps a key pressed on the real select while the kept ones are played behind them (ArrowDown, then Enter)', async () => {
    const { Light, arrive } = mantine();
    const onChange = vi.fn();
    renderWithEngine(<Light {...props({ value: 'DE', onChange })} />);
    closed().focus();
    await userEvent.keyboard('{ArrowDown}');
    // The kept ArrowDown waits a timer's turn: Enter comes first, on the list the focus opened, no option active yet.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      await arrive();
      const input = screen.getByRole('textbox', { name: /^Country/ });
      fireEvent.keyDown(input, { key: 'Enter', code: 'Enter' });
      await act(async () => vi.runAllTimers());
    } finally {
      vi.useRealTimers();
    }
    const input = await real();
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('GH'));
    expect(input).toHaveFocus();
  });

  it('chooses with Enter the option shown as active, though the index update of the opening came after the arrow', async () => {
    const { Light, arrive } = mantine();
    const onChange = vi.fn();
    renderWithEngine(<Light {...props({ value: undefined, onChange })} />);
    closed().focus();
    // The focus opens the list, and Mantine schedules an update of its index to the active option (none here): the
    // arrow comes first and marks India, then the update sets Mantine's index to none, the mark staying on India.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let input: HTMLElement;
    try {
      await arrive();
      input = screen.getByRole('textbox', { name: /^Country/ });
      fireEvent.keyDown(input, { key: 'ArrowDown', code: 'ArrowDown' });
      await act(async () => vi.runAllTimers());
    } finally {
      vi.useRealTimers();
    }
    expect(screen.getByRole('option', { name: 'India' })).toHaveAttribute('data-combobox-selected');
    expect(input).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: 'India' }).id);
    const submitted = fireEvent.keyDown(input, { key: 'Enter', code: 'Enter' });
    expect(submitted).toBe(false);
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('IN'));
  });

  it('opens the real select on a typed letter with that letter in its search', async () => {
    const { Light, arrive } = mantine();
    renderWithEngine(<Light {...props()} />);
    closed().focus();
    await userEvent.keyboard('g');
    await arrive();
    const input = await real();
    await waitFor(() => expect(input).toHaveValue('g'));
    expect(input).toHaveFocus();
    expect(listed()).toEqual(['Germany', 'Ghana']);
  });

  it('selects the text of the real select a focus woke, so that a letter typed then replaces the chosen label', async () => {
    const { Light, arrive } = mantine();
    renderWithEngine(<Light {...props()} />);
    closed().focus();
    await arrive();
    const input = await real();
    expect(input).toHaveFocus();
    await userEvent.keyboard('j');
    await waitFor(() => expect(input).toHaveValue('j'));
    expect(listed()).toEqual(['Japan']);
  });

  it('keeps the letters typed while the real select is fetched, and forgets an opening key on Escape', async () => {
    const typing = mantine();
    renderWithEngine(<typing.Light {...props()} />);
    closed().focus();
    await userEvent.keyboard('gh');
    expect(closed()).toHaveValue('India');
    await typing.arrive();
    await waitFor(async () => expect(await real()).toHaveValue('gh'));
    expect(listed()).toEqual(['Ghana']);

    const escaping = mantine();
    renderWithEngine(<escaping.Light {...props({ id: 'root_home', label: 'Home' })} />);
    screen.getByRole('combobox', { name: /^Home/ }).focus();
    await userEvent.keyboard('{ArrowDown}{Escape}');
    await escaping.arrive();
    const home = await screen.findByRole('textbox', { name: /^Home/ });
    expect(home).toHaveFocus();
    expect(home).toHaveValue('India');
  });

  it('lets Tab move on without opening (after Escape too), and then draws the real select unfocused', async () => {
    const { Light, arrive } = mantine();
    renderWithEngine(
      <>
        <Light {...props()} />
        <input aria-label="next" />
      </>,
    );
    closed().focus();
    await userEvent.keyboard('{Escape}');
    await userEvent.tab();
    expect(screen.getByRole('textbox', { name: 'next' })).toHaveFocus();
    await arrive();
    expect(await real()).not.toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'next' })).toHaveFocus();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });
});
