// Every row of spec 1 table 4.2, in both consoles, including the failed shipment count.
import { describe, expect, it } from 'vitest';
import menus from '../../schemas/auth/menus.json';
import { ACTIVATION_IN_PROGRESS, destinationAfterLogin } from './after-login';

const login = (clientStatus: string | null, roleName: string) => ({ clientStatus, roles: [{ roleName }] });
const count = (n: number) => async () => n;
const failing = async () => Promise.reject(new Error('down'));

describe('destinationAfterLogin', () => {
  it('sends the admin console to /dashboard whatever the status', async () => {
    expect(await destinationAfterLogin('admin', login(null, 'Admin'), failing)).toEqual({ path: '/dashboard' });
  });

  it('sends a role whose menu has no dashboard (the Product Analyst: the Schema Lab alone) to its first entry', async () => {
    const analyst = { ...login(null, 'Product Analyst'), privileges: menus.menus['Product Analyst'] };
    expect(await destinationAfterLogin('admin', analyst, failing)).toEqual({ path: '/schema-lab' });
  });

  it('sends the Admin, whose menu has the dashboard and the Schema Lab, to /dashboard', async () => {
    const admin = { ...login(null, 'Admin'), privileges: menus.menus.Admin };
    expect(await destinationAfterLogin('admin', admin, failing)).toEqual({ path: '/dashboard' });
  });

  it.each([
    ['Approved', 'Client Exporter', count(2), { path: '/dashboard' }],
    ['Approved', 'Service Exporter', count(1), { path: '/dashboard' }],
    ['Approved', 'Service Exporter', count(0), { path: '/receive-payments' }],
    ['Approved', 'Service Exporter', failing, { path: '/receive-payments' }],
    ['Approved', 'Client Importer', count(0), { path: '/shipment' }],
    ['Approved', 'Client Back-office Admin', failing, { path: '/shipment' }],
    [null, 'Document manager', count(0), { path: '/dashboard' }],
    ['', 'Document manager', count(0), { path: '/dashboard' }],
    [null, 'Client Exporter', count(0), { path: '/onboarding' }],
    [null, 'Service Exporter', count(0), { path: '/onboarding' }],
    ['Approval_In_Progress', 'Document manager', count(0), { message: ACTIVATION_IN_PROGRESS, reload: true }],
    ['Action_Required', 'Service Exporter', count(0), { path: '/receive-payments' }],
    ['Rejected', 'Client Exporter', count(5), { path: '/shipment' }],
  ])('client console, status %s, %s', async (status, role, shipments, expected) => {
    expect(await destinationAfterLogin('client', login(status as string | null, role), shipments)).toEqual(expected);
  });
});
