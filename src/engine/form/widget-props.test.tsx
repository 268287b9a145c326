// The wrapper every registry widget gets: required by rule, and an empty placeholder passed on as none.
import { render, screen } from '@testing-library/react';
import type { WidgetProps } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import { withEngineWidgetProps } from './widget-props';

/** Shows what it was told, as a widget would put it on its input. */
const Probe = ({ placeholder, required, options }: WidgetProps) => (
  <input aria-label="probe" placeholder={placeholder} required={required} data-options={JSON.stringify(options)} />
);
const { probe: Wrapped } = withEngineWidgetProps({ probe: Probe }) as { probe: typeof Probe };
const props = (over: Partial<WidgetProps>) =>
  ({ options: {}, placeholder: '', required: false, ...over }) as WidgetProps;

describe('withEngineWidgetProps', () => {
  it("passes RJSF's empty placeholder on as none, so the input has no placeholder element", () => {
    render(<Wrapped {...props({})} />);
    expect(screen.getByLabelText('probe')).not.toHaveAttribute('placeholder');
  });

  it('passes a declared placeholder on', () => {
    render(<Wrapped {...props({ placeholder: 'Select company type' })} />);
    expect(screen.getByLabelText('probe')).toHaveAttribute('placeholder', 'Select company type');
  });

  it('tells the widget a rule requires its field, and keeps the option to itself', () => {
    render(<Wrapped {...props({ options: { requiredByRule: true, inputType: 'text' } })} />);
    const input = screen.getByLabelText('probe');
    expect(input).toBeRequired();
    expect(input).toHaveAttribute('data-options', '{"inputType":"text"}');
    expect(input).not.toHaveAttribute('placeholder');
  });

  it('wraps a widget once, so RJSF keeps its fields mounted', () => {
    expect(withEngineWidgetProps({ probe: Probe }).probe).toBe(Wrapped);
  });
});
