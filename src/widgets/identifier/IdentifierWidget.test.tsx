// The sign-in identifier: digits become a +91 mobile number of at most ten digits; anything else stays an e-mail.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { runWidgetContract } from '../contract';
import { renderWidget } from '../test-utils';
import { IdentifierWidget } from './IdentifierWidget';

runWidgetContract('identifier', IdentifierWidget, {
  schema: { type: 'string' },
  value: 'asha@demo.test',
  setValue: async (user, control) => user.type(control, 'x'),
});

describe('IdentifierWidget', () => {
  it('shows +91 and keeps ten digits for a mobile number', async () => {
    renderWidget(IdentifierWidget, { label: 'Email or Mobile Number' });
    await userEvent.type(screen.getByLabelText('Email or Mobile Number'), '987650000123');
    expect(screen.getByLabelText('Email or Mobile Number')).toHaveValue('9876500001');
    expect(screen.getByText('+91')).toBeInTheDocument();
  });

  it('keeps an e-mail as typed, without the prefix', async () => {
    renderWidget(IdentifierWidget, { label: 'Email or Mobile Number' });
    await userEvent.type(screen.getByLabelText('Email or Mobile Number'), 'ravi@demo.test');
    expect(screen.getByLabelText('Email or Mobile Number')).toHaveValue('ravi@demo.test');
    expect(screen.queryByText('+91')).not.toBeInTheDocument();
  });
});
