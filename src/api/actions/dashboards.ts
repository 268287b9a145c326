// Named actions of the dashboards and Manage Scrip (issue 30): each dashboard's record and the client's scrips.
import { request } from '../client';

/** Dashboard and scrip actions by name. */
export const dashboardActions = {
  'dashboards.client': () => request('GET', '/dashboard/client'),
  'dashboards.documents': () => request('GET', '/dashboard/documents'),
  'dashboards.admin': () => request('GET', '/dashboard/admin'),
  'scrips.list': () => request('GET', '/scrips'),
};
