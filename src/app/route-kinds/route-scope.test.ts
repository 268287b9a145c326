// What a scoped route reads from the navigation state, and the facts its wizard is chosen by, per console.
import { describe, expect, it } from 'vitest';
import type { RouteScope } from '../../../screens.config';
import { fillText, scopeMissing, scopeOf, wizardFacts } from './route-scope';

const SCOPE: RouteScope = {
  consoles: ['admin'],
  fields: ['clientId'],
  facts: ['purpose', 'clientType'],
  otherwise: '/onboarding-list',
};
const SESSION = { role: 'Client Exporter', purpose: 'payments', clientType: 'company' };

describe('route scope', () => {
  it('reads the scope from the state only in its consoles', () => {
    expect(scopeOf(SCOPE, 'admin', { clientId: 'CL-1', other: 1 })).toEqual({ clientId: 'CL-1' });
    expect(scopeOf(SCOPE, 'client', { clientId: 'CL-1' })).toBeUndefined();
    expect(scopeOf(undefined, 'admin', { clientId: 'CL-1' })).toBeUndefined();
  });

  it('is missing when a field is absent or empty', () => {
    expect(scopeMissing({ clientId: undefined })).toBe(true);
    expect(scopeMissing({ clientId: '' })).toBe(true);
    expect(scopeMissing({ clientId: 'CL-1' })).toBe(false);
    expect(scopeMissing(undefined)).toBe(false);
  });

  it("takes the facts from the state where scoped, else from the user's session", () => {
    expect(wizardFacts(SCOPE, 'admin', { purpose: 'documentation' }, { ...SESSION, role: 'Admin' })).toEqual({
      console: 'admin',
      role: 'Admin',
      purpose: 'documentation',
      clientType: null,
    });
    expect(wizardFacts(SCOPE, 'client', { purpose: 'documentation' }, SESSION)).toEqual({
      console: 'client',
      role: 'Client Exporter',
      purpose: 'payments',
      clientType: 'company',
    });
  });

  it('fills a heading', () => {
    expect(fillText('Client {clientId}', { clientId: 'CL-1' })).toBe('Client CL-1');
  });
});
