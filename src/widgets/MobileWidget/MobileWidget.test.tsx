// The mobile widget against the contract, then its own promises: a fixed +91, digits only, at most ten.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { runWidgetContract } from '../contract';
import { renderWidget } from '../test-utils';
import { MobileWidget } from './MobileWidget';

runWidgetContract('mobile', MobileWidget, {
  schema: { type: 'string', pattern: '^[6-9]\\d{9}$' },
  value: '9876500001',
  setValue: async (user, control) => user.type(control, '1'),
});

const input = () => screen.getByLabelText('Mobile') as HTMLInputElement;

describe('MobileWidget', () => {
  it('shows the +91 prefix', () => {
    renderWidget(MobileWidget, { label: 'Mobile' });
    expect(screen.getByText('+91')).toBeVisible();
  });

  it('takes ui:options.prefix instead', () => {
    renderWidget(MobileWidget, { label: 'Mobile', options: { prefix: '+44' } });
    expect(screen.getByText('+44')).toBeVisible();
  });

  it('drops non-digits and digits past the tenth', async () => {
    const { user, props } = renderWidget(MobileWidget, { label: 'Mobile' });
    await user.type(input(), '98a7-65 0000123');
    expect(props.onChange).toHaveBeenLastCalledWith('9876500001');
    expect(input()).toHaveValue('9876500001');
  });

  it('strips the prefix from a pasted international number', async () => {
    const { user, props } = renderWidget(MobileWidget, { label: 'Mobile' });
    await user.click(input());
    await user.paste('+91 98765 00002');
    expect(props.onChange).toHaveBeenLastCalledWith('9876500002');
  });

  it('leaves the 6-9 start to the schema', async () => {
    const { user, props } = renderWidget(MobileWidget, { label: 'Mobile' });
    await user.type(input(), '1234');
    expect(props.onChange).toHaveBeenLastCalledWith('1234');
  });
});
