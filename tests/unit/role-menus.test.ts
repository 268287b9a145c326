// Spec 1 section 6: the menu of every role, as the privileges sent at sign-in carry it.
import { describe, expect, it } from 'vitest';
import declared from '../../schemas/auth/menus.json';

type Item = { title: string; path: string; children?: { title: string; path: string }[] };
const menus = declared.menus as Record<string, Item[]>;
const titles = (role: string) => menus[role].map((item) => item.title);
const children = (role: string, title: string) =>
  menus[role].find((item) => item.title === title)?.children?.map((child) => child.title);

describe('menus per role', () => {
  it.each(['Client Exporter', 'Client Importer'])('%s', (role) => {
    expect(titles(role)).toEqual([
      'View Dashboard',
      'Start Shipment',
      'Transactions',
      'Manage Alerts',
      'Manage Scrip',
      'Add Customers',
      'Set Virtual Accounts',
    ]);
  });

  it('Client Back-office Admin: the same plus INR Payouts and Reversals, and System Config', () => {
    expect(titles('Client Back-office Admin')).toEqual([
      'View Dashboard',
      'Start Shipment',
      'Transactions',
      'INR Payouts and Reversals',
      'Manage Alerts',
      'Manage Scrip',
      'Add Customers',
      'Set Virtual Accounts',
      'System Config',
    ]);
    expect(children('Client Back-office Admin', 'INR Payouts and Reversals')).toEqual(['INR Payouts', 'Reversals']);
    expect(children('Client Back-office Admin', 'System Config')).toEqual([
      'Add User',
      'Add Documents',
      'Add Bank Accounts',
      'Set up e-BRC',
    ]);
  });

  it('Service Exporter', () => {
    expect(titles('Service Exporter')).toEqual([
      'View Dashboard',
      'Receive Payments',
      'Transactions',
      'Add Customers',
      'System Config',
      'Set Virtual Accounts',
    ]);
    expect(children('Service Exporter', 'System Config')).toEqual(['Add Documents', 'Add Bank Accounts']);
  });

  it('Document manager', () => {
    expect(titles('Document manager')).toEqual([
      'View Dashboard',
      'New Shipment',
      'Add Customers',
      'Manage Alerts',
      'Manage Scrip',
    ]);
  });

  it('Provider Admin', () => {
    expect(titles('Admin')).toEqual([
      'Dashboard',
      'Access',
      'Role',
      'Users',
      'Onboarding',
      'Currency',
      'Transactions',
      'Financing',
      'ITC-HS Code',
      'Purpose Code',
      'Incoterms',
      // Issue 34: the Admin keeps the Schema Lab beside the Product Analyst, whose menu it is.
      'Schema Lab',
    ]);
    expect(children('Admin', 'Onboarding')).toEqual(['Client', 'Partner']);
    expect(children('Admin', 'Transactions')).toEqual(['INR Payouts', 'Reversals']);
  });

  it('every menu path is a route of screens.config.ts', async () => {
    const { screens } = await import('../../screens.config');
    const routes = screens.map((screen) => screen.path);
    for (const items of Object.values(menus)) {
      for (const item of items.flatMap((entry) => [entry, ...(entry.children ?? [])]))
        expect(routes).toContain(item.path);
    }
  });
});
