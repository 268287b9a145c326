// The facts cookie is read only as a hint of which wizard a screen of several will show; a cookie not ours hints none.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { screens } from '../../screens.config';
import { wizardDeclarations } from '../schemas';
import { hintable, hintedFacts, hintedWizard, WIZARD_FACTS_COOKIE } from './wizard-hint';

const onboarding = screens.find((screen) => screen.path === '/onboarding')!;
const cookie = (facts: unknown) => `a=1; wizard-facts=${encodeURIComponent(JSON.stringify(facts))}; b=2`;

describe('the wizard facts cookie', () => {
  it('is the one the browser writes beside its session', () => {
    const session = readFileSync(new URL('../../src/session/session.ts', import.meta.url), 'utf8');
    expect(session).toContain(`WIZARD_FACTS_COOKIE = '${WIZARD_FACTS_COOKIE}'`);
  });

  it('reads the role, purpose and client type, and nothing from a cookie of another shape', () => {
    expect(hintedFacts(cookie(['Client Exporter', 'payments', null]))).toEqual({
      role: 'Client Exporter',
      purpose: 'payments',
      clientType: null,
    });
    for (const header of [undefined, 'a=1', 'wizard-facts=', 'wizard-facts=%E0%A4%A', cookie({ role: 'x' })])
      expect(hintedFacts(header)).toBeUndefined();
    expect(hintedFacts(cookie(['x'.repeat(300), null, null]))).toBeUndefined();
  });

  it("chooses among the onboarding screen's wizards with the session's rule, in the client console only", () => {
    const candidates = hintable(onboarding, wizardDeclarations(), 'client');
    expect(candidates.map((wizard) => wizard.id).sort()).toEqual([
      'onboarding-documentation',
      'onboarding-payments',
      'onboarding-service',
    ]);
    const chosen = (role: string | null, purpose: string | null) =>
      hintedWizard(onboarding, candidates, 'client', { role, purpose, clientType: null });
    expect(chosen('Service Exporter', 'payments')).toBe('onboarding-service');
    expect(chosen('Client Exporter', 'payments')).toBe('onboarding-payments');
    expect(chosen('Client Exporter', 'documentation')).toBe('onboarding-documentation');
    expect(hintedWizard(onboarding, candidates, 'client', undefined)).toBeUndefined();
    // the admin's onboarding is scoped to the client chosen in the list: its navigation state chooses
    expect(hintable(onboarding, wizardDeclarations(), 'admin')).toEqual([]);
  });
});
