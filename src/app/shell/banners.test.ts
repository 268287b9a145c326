// When the top bar shows each onboarding banner.
import { describe, expect, it } from 'vitest';
import { bannerFor } from './banners';

describe('bannerFor', () => {
  it.each([
    ['client', null, '/dashboard', 'complete-onboarding'],
    ['client', '', '/shipment', 'complete-onboarding'],
    ['client', null, '/onboarding', null],
    ['client', 'Approval_In_Progress', '/shipment', 'activation-in-progress'],
    ['client', 'Action_Required', '/shipment', 'activation-in-progress'],
    ['client', 'Approved', '/dashboard', null],
    ['admin', null, '/dashboard', null],
  ] as const)('%s console, status %s, at %s', (console, status, path, banner) => {
    expect(bannerFor(console, status, path)).toBe(banner);
  });
});
