// A draft field's typing goes to the field alone; keys that do more than type, and unregistered inputs, reach React.
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as contact from 'virtual:form/examples.contact';
import { useLayoutEffect, useRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithEngine } from '../../test-engine';
import { SchemaForm } from '../SchemaForm';
import { SETTLE_AFTER_MS } from '../store';
import { Keystrokes } from './keystrokes';

/** An input whose keystrokes `edit` owns while `owned`, inside a React element that listens to every key and edit. */
function Field({ edit, owned = true }: { edit: () => void; owned?: boolean }) {
  const input = useRef<HTMLInputElement>(null);
  const [keystrokes] = useState(() => new Keystrokes());
  useLayoutEffect(
    () => (owned && input.current ? keystrokes.own(input.current, edit) : undefined),
    [keystrokes, edit, owned],
  );
  return <input ref={input} aria-label="Field" />;
}

const setup = (owned = true) => {
  const edit = vi.fn();
  const heard = { keys: [] as string[], edits: 0 };
  const page = (owned: boolean) => (
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- stands for a page hearing what bubbles from the field.
    <div onKeyDown={(event) => heard.keys.push(event.key)} onChange={() => (heard.edits += 1)}>
      <Field edit={edit} owned={owned} />
    </div>
  );
  const view = render(page(owned));
  return {
    edit,
    heard,
    disown: () => view.rerender(page(false)),
    user: userEvent.setup(),
    field: screen.getByRole('textbox', { name: 'Field' }),
  };
};

describe('Keystrokes', () => {
  it('hands each typed character to the field and nothing above it hears the typing', async () => {
    const { edit, heard, user, field } = setup();
    await user.type(field, 'ab c');
    expect(field).toHaveValue('ab c');
    expect(edit).toHaveBeenCalledTimes(4);
    expect(heard).toEqual({ keys: [], edits: 0 });
  });

  it('lets keys that do more than type reach the page: Enter, Escape, Tab, Backspace and shortcuts', async () => {
    const { heard, user, field } = setup();
    await user.type(field, 'x{Backspace}{Escape}{Control>}a{/Control}{Enter}');
    await user.tab();
    expect(heard.keys).toEqual(['Backspace', 'Escape', 'Control', 'a', 'Enter', 'Tab']);
  });

  it('hands the field an edit made without keys (a paste, the browser filling the field in)', () => {
    const { edit, field } = setup();
    fireEvent.change(field, { target: { value: 'Pune' } });
    expect(edit).toHaveBeenCalledTimes(1);
  });

  it('leaves an input it does not own to React', async () => {
    const { edit, heard, user, field } = setup(false);
    await user.type(field, 'a');
    expect(heard).toEqual({ keys: ['a'], edits: 1 });
    expect(edit).not.toHaveBeenCalled();
  });

  it('listens on the window only while it owns a field', () => {
    const added = vi.spyOn(window, 'addEventListener');
    const removed = vi.spyOn(window, 'removeEventListener');
    const keystrokes = new Keystrokes();
    const element = document.createElement('input');
    expect(added).not.toHaveBeenCalled();
    const disown = keystrokes.own(element, () => undefined);
    expect(added).toHaveBeenCalledWith('input', expect.any(Function), true);
    disown();
    expect(removed).toHaveBeenCalledWith('input', added.mock.calls[0][1], true);
    added.mockRestore();
    removed.mockRestore();
  });

  it('gives the typing back once the answer is called', async () => {
    const { edit, heard, user, field, disown } = setup();
    await user.type(field, 'a');
    disown();
    await user.type(field, 'b');
    expect(edit).toHaveBeenCalledTimes(1);
    expect(heard).toEqual({ keys: ['b'], edits: 1 });
  });
});

describe('a SchemaForm text field', () => {
  it('settles what the browser filled in, and its wrapper still hears Escape (a dialog closes) but not letters', async () => {
    const onChange = vi.fn();
    const keys: string[] = [];
    renderWithEngine(
      // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- stands for a dialog hearing Escape bubble from the form.
      <div onKeyDown={(event) => keys.push(event.key)}>
        <SchemaForm form={contact} onChange={onChange} />
      </div>,
      { rules: { gstForBusiness: () => ({}) } as never },
    );
    const name = screen.getByRole('textbox', { name: /Full Name/ });
    const user = userEvent.setup();
    await user.type(name, 'Ravi{Escape}');
    expect(keys).toEqual(['Escape']);
    fireEvent.change(name, { target: { value: 'Ravi Kumar' } });
    await act(() => new Promise((resolve) => setTimeout(resolve, SETTLE_AFTER_MS + 50)));
    expect(onChange.mock.lastCall?.[0]).toMatchObject({ name: 'Ravi Kumar' });
  });
});
