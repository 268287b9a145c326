// The selector both sides use, on the three onboarding wizards' own `when` (spec 2 section 2.1, spec 1 section 6).
import { describe, expect, it } from 'vitest';
import payments from '../../../schemas/wizards/onboarding-payments.wizard.json';
import service from '../../../schemas/wizards/onboarding-service.wizard.json';
import documentation from '../../../schemas/wizards/onboarding-documentation.wizard.json';
import { matchesWhen, selectFor, type Facts, type When } from './when';

const wizards = [payments, service, documentation] as { id: string; when?: When }[];
const pick = (facts: Facts) => selectFor(wizards, facts)?.id;

describe('selectFor on the onboarding wizards', () => {
  it.each<[string, Facts, string]>([
    [
      'a Document manager',
      { console: 'client', role: 'Document manager', purpose: 'documentation' },
      'onboarding-documentation',
    ],
    [
      'a Document manager with no stored purpose',
      { console: 'client', role: 'Document manager' },
      'onboarding-documentation',
    ],
    [
      'any client whose purpose is documentation',
      { console: 'client', role: 'Client Exporter', purpose: 'documentation' },
      'onboarding-documentation',
    ],
    [
      'a Service Exporter',
      { console: 'client', role: 'Service Exporter', purpose: 'payments', clientType: 'Individual' },
      'onboarding-service',
    ],
    [
      'an exporter',
      { console: 'client', role: 'Client Exporter', purpose: 'payments', clientType: 'Business' },
      'onboarding-payments',
    ],
    [
      'an individual exporter in the client console',
      { console: 'client', role: 'Client Exporter', purpose: 'payments', clientType: 'Individual' },
      'onboarding-payments',
    ],
    [
      'the admin on an individual client',
      { console: 'admin', role: 'Admin', purpose: 'payments', clientType: 'Individual' },
      'onboarding-service',
    ],
    [
      'the admin on a business client',
      { console: 'admin', role: 'Admin', purpose: 'payments', clientType: 'Business' },
      'onboarding-payments',
    ],
    [
      'the admin on a documentation client',
      { console: 'admin', role: 'Admin', purpose: 'documentation', clientType: 'Business' },
      'onboarding-documentation',
    ],
  ])('gives %s the right wizard', (_who, facts, id) => {
    expect(pick(facts)).toBe(id);
  });
});

describe('matchesWhen', () => {
  it('needs every fact of a clause, any clause of a list, and reads null as absent', () => {
    expect(matchesWhen({ console: ['client'], role: ['Admin'] }, { console: 'client', role: 'Admin' })).toBe(true);
    expect(matchesWhen({ console: ['client'], role: ['Admin'] }, { console: 'admin', role: 'Admin' })).toBe(false);
    expect(matchesWhen([{ role: ['x'] }, { purpose: [null] }], { console: 'client' })).toBe(true);
    expect(matchesWhen(undefined, { console: 'admin' })).toBe(true);
  });

  it('has no fallback when every candidate asks for something', () => {
    expect(selectFor([{ when: { role: ['Admin'] } }], { console: 'client', role: 'x' })).toBeUndefined();
  });
});
