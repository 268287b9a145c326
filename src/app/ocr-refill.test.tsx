// Found by the form model test: the PAN card's OCR fills the name, the user types over it, and a card read again fills
// the same name: the field shows the name the form holds, not the text typed before.
import { act, fireEvent } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as verification from 'virtual:form/onboarding.verification';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { SchemaForm } from '../engine/form/SchemaForm';
import { renderWithEngine } from '../engine/test-engine';
import { rules } from '../rules';
import { preloadWidgets, widgets } from '../widgets';

const READ = { pan: 'ABCDE1234F', panName: 'RAVI KUMAR', dob: '1990-04-01' };

describe('a name the OCR fills again after the user typed over it', () => {
  beforeAll(preloadWidgets);

  it('shows in the field as the form reports it', async () => {
    const onChange = vi.fn();
    const call = vi.fn(async () => ({ document: { documentId: 'DOC-1', documentName: 'pan.pdf' }, ...READ }));
    renderWithEngine(<SchemaForm form={verification} onChange={onChange} />, { widgets, rules, call, upload: vi.fn() });
    const user = userEvent.setup();
    const upload = async () => {
      const input = document.querySelector<HTMLInputElement>('input[type=file]')!;
      await user.upload(input, new File(['%PDF-1.4'], 'pan.pdf', { type: 'application/pdf' }));
      await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    };
    const name = () => document.getElementById('root_nameAsPan') as HTMLInputElement;
    await upload();
    expect(name()).toHaveValue('RAVI KUMAR');
    fireEvent.focusIn(name());
    fireEvent.input(name(), { target: { value: 'a' } });
    fireEvent.focusOut(name());
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ nameAsPan: 'a' }));
    await upload();
    expect(call).toHaveBeenCalledTimes(2);
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ nameAsPan: 'RAVI KUMAR' }));
    expect(name()).toHaveValue('RAVI KUMAR');
  });
});
