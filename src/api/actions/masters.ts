// Named actions of the master-data screens (spec 3 section 7): list, toggle, verify, save.
import { request, requestWithMessage } from '../client';

type Row = Record<string, unknown>;
const status = (path: string) => (row: Row) => requestWithMessage('PUT', path, { status: row.status });
const esc = encodeURIComponent;

/** Master-data actions by name. */
export const masterActions = {
  'currencies.list': () => request('GET', '/masters/currencies'),
  'currencies.setStatus': (row: Row) => status(`/masters/currencies/${esc(String(row.countryCode))}/status`)(row),
  'purposeCodes.list': () => request('GET', '/masters/purpose-codes'),
  'purposeCodes.setStatus': (row: Row) => status(`/masters/purpose-codes/${esc(String(row.purposeCode))}/status`)(row),
  'roles.list': () => request('GET', '/masters/roles'),
  'roles.active': () => request('GET', '/masters/roles/active'),
  'roles.setStatus': (row: Row) => status(`/masters/roles/${esc(String(row.roleId))}/status`)(row),
  'access.list': () => request('GET', '/masters/access'),
  'access.actions': () => request('GET', '/masters/actions'),
  'access.add': (data: Row) => requestWithMessage('POST', '/masters/access', { ...data, status: 'active' }),
  'access.remove': (row: Row) =>
    requestWithMessage('POST', '/masters/access', {
      roleMasterId: row.roleId,
      actionMasterIds: [row.actionId],
      status: 'inactive',
    }),
  'hsCodes.list': () => request('GET', '/masters/hs-codes'),
  'hsCodes.active': () => request('GET', '/masters/hs-codes/active'),
  'hsCodes.industries': () => request('GET', '/masters/industries'),
  'hsCodes.validate': (parts: Row) => request('POST', '/masters/hs-codes/validate', parts),
  'hsCodes.save': (data: Row) => requestWithMessage('POST', '/masters/hs-codes', data),
  'hsCodes.setStatus': (row: Row) => status(`/masters/hs-codes/${esc(String(row.hsCode))}/status`)(row),
  'clientHsCodes.list': () => request('GET', '/client/hs-codes'),
  'clientHsCodes.add': (data: Row) =>
    requestWithMessage('POST', '/client/hs-codes', { hsCode: data.hsCode, description: data.description }),
  'clientHsCodes.setStatus': (row: Row) => status(`/client/hs-codes/${esc(String(row.hsCode))}/status`)(row),
};
