// A form whose widgets are still being fetched shows a loader, then appears whole: no field drawn before its widget.
import type { WidgetProps } from '@rjsf/utils';
import { act, screen } from '@testing-library/react';
import * as documentForm from 'virtual:form/examples.document';
import { describe, expect, it } from 'vitest';
import { renderWithEngine } from '../test-engine';
import { deferred } from './speed/deferred';
import { SchemaForm } from './SchemaForm';
import { widgetsPending } from './widgets-ready';

/** A widget whose module arrives when the test says so. */
function gatedWidget() {
  let arrive!: () => void;
  const gate = new Promise<void>((resolve) => (arrive = resolve));
  const load = async () => {
    await gate;
    return { Upload: (props: WidgetProps) => <input aria-label={`upload ${props.label}`} /> };
  };
  return { widget: deferred<WidgetProps>(load, 'Upload'), arrive };
}

describe('a form waiting for its widgets', () => {
  it('shows a loader until the widgets it names have arrived, then the whole form', async () => {
    const { widget, arrive } = gatedWidget();
    // Awaited acts, as React asks of a test whose component suspends: it retries the form once the widget arrives.
    await act(async () => {
      renderWithEngine(<SchemaForm form={documentForm} />, { widgets: { 'file-upload': widget } as never });
    });
    expect(screen.getByRole('status', { name: 'Loading form' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    await act(async () => {
      arrive();
      await widget.preload();
    });
    expect(await screen.findByRole('textbox', { name: /^upload PAN Card/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading form' })).not.toBeInTheDocument();
  });

  it('waits for nothing when its widgets are loaded or drawn at once', async () => {
    const { widget, arrive } = gatedWidget();
    const ui = { panCard: { 'ui:widget': 'file-upload' }, note: { 'ui:widget': 'textarea' } };
    const registry = { 'file-upload': widget as never };
    const pending = widgetsPending(ui, registry);
    expect(pending).toBeInstanceOf(Promise);
    expect(widgetsPending(ui, registry)).toBe(pending);
    arrive();
    await pending;
    expect(widgetsPending(ui, registry)).toBeUndefined();
    expect(widgetsPending(ui, {})).toBeUndefined();
  });
});

describe('parts a schema implies', () => {
  it('waits for them too, unless the registry draws that name itself', async () => {
    const { widget, arrive } = gatedWidget();
    const implied = { SelectWidget: widget };
    const pending = widgetsPending({}, {}, implied);
    expect(pending).toBeInstanceOf(Promise);
    const drawnAtOnce = () => <select />;
    expect(widgetsPending({}, { SelectWidget: drawnAtOnce }, implied)).toBeUndefined();
    arrive();
    await pending;
    expect(widgetsPending({}, {}, implied)).toBeUndefined();
  });

  it("looks RJSF's own ui:widget words up under the names RJSF gives them", () => {
    const { widget } = gatedWidget();
    expect(widgetsPending({ note: { 'ui:widget': 'textarea' } }, { TextareaWidget: widget as never })).toBeInstanceOf(
      Promise,
    );
  });
});
