// Typing held in a field is handed to the form when the page is hidden (the user switches away), not only on pagehide:
// a phone may discard a hidden page without a pagehide, and a saved draft must hold the last keystroke.
import { act, fireEvent, screen } from '@testing-library/react';
import * as contact from 'virtual:form/examples.contact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithEngine } from '../test-engine';
import { SchemaForm } from './SchemaForm';

afterEach(() => Reflect.deleteProperty(document, 'visibilityState'));

const hide = (state: 'hidden' | 'visible') => {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  act(() => void document.dispatchEvent(new Event('visibilitychange')));
};

describe('a page hidden while a field holds typing', () => {
  it('hands the typed value to the form', () => {
    const onChange = vi.fn();
    renderWithEngine(<SchemaForm form={contact} onChange={onChange} />, { rules: { gstForBusiness: () => ({}) } });
    fireEvent.input(screen.getByLabelText(/Full Name/), { target: { value: 'Asha' } });
    expect(onChange).not.toHaveBeenCalled();
    hide('visible');
    expect(onChange).not.toHaveBeenCalled();
    hide('hidden');
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ name: 'Asha' }));
  });
});
