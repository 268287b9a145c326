// A select drawn closed until used: its text, marks and message; a click wakes the real select focused and open, a
// focus (Tab) focused and closed.
import { fireEvent, screen } from '@testing-library/react';
import type { WidgetProps } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import { renderWithEngine } from '../test-engine';
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

const props = (extra: Partial<WidgetProps> = {}) =>
  ({
    id: 'root_country',
    name: 'country',
    label: 'Country',
    value: 'IN',
    required: true,
    options: {},
    schema: {},
    onChange: () => undefined,
    onBlur: () => undefined,
    onFocus: () => undefined,
    ...extra,
  }) as unknown as WidgetProps;

describe('lightUntilUsed', () => {
  it("draws the closed field with the chosen option's text, its label, required mark and message", () => {
    const Light = fresh();
    renderWithEngine(<Light {...props({ rawErrors: ['Required!'] })} />);
    const field = screen.getByRole('textbox', { name: /^Country/ });
    expect(field).toHaveValue('India');
    // A plain read-only text field until woken: ARIA allows a textbox no popup or expanded state (axe).
    expect(field).toHaveAttribute('readonly');
    expect(screen.getByText('Required!')).toBeVisible();
    expect(screen.queryByLabelText('real select')).not.toBeInTheDocument();
  });

  it('wakes the real select on a click, focused and open', async () => {
    const Light = fresh();
    renderWithEngine(<Light {...props()} />);
    const field = screen.getByRole('textbox', { name: /^Country/ });
    fireEvent.pointerDown(field);
    fireEvent.focus(field);
    fireEvent.click(field);
    expect(await screen.findByLabelText('real select')).toHaveTextContent('{"autofocus":true,"open":true}');
  });

  it('wakes the real select on a focus, focused but closed; later fields draw it at once', async () => {
    const Light = fresh();
    const { unmount } = renderWithEngine(<Light {...props()} />);
    fireEvent.focus(screen.getByRole('textbox', { name: /^Country/ }));
    expect(await screen.findByLabelText('real select')).toHaveTextContent('{"autofocus":true,"open":false}');
    unmount();
    renderWithEngine(<Light {...props()} />);
    expect(screen.getByLabelText('real select')).toHaveTextContent('{"autofocus":false,"open":false}');
  });
});
