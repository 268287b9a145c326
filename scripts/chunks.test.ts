// The build's grouping of modules into files: a flow's declarations travel as one file, and the server finds every
// group's file by the same rules (server/plugins/static-app.ts).
import { describe, expect, it } from 'vitest';
import { flowFileOf, groupOf } from './chunks';

describe("a flow's file", () => {
  it("holds the flow's declaration and each form its steps name", () => {
    for (const form of ['auth.sign-in-identifier', 'auth.otp-code', 'auth.password-sign-in'])
      expect(flowFileOf(`\0virtual:form/${form}`)).toBe('auth.sign-in');
    expect(flowFileOf('\0virtual:flow/auth.sign-up')).toBe('auth.sign-up');
    expect(flowFileOf('\0virtual:form/auth.sign-up-mobile-otp')).toBe('auth.sign-up');
  });

  it('holds nothing else: no wizard form, no other kind of declaration, no code', () => {
    expect(flowFileOf('\0virtual:form/onboarding.business-details')).toBeNull();
    expect(flowFileOf('\0virtual:wizard/auth.sign-in')).toBeNull();
    expect(flowFileOf('/work/src/app/auth/use-flow.ts')).toBeNull();
  });

  it("is the group the server names for a flow's manifest keys, as for any group", () => {
    expect(groupOf('virtual:form/auth.otp-code')).toBe('auth.sign-in');
    expect(groupOf('virtual:flow/auth.forgot-password')).toBe('auth.forgot-password');
    expect(groupOf('src/app/auth/use-flow.ts')).toBe('auth-screens');
    expect(groupOf('src/main.tsx')).toBe('app');
    expect(groupOf('src/pages/schema-lab/SchemaLabPage.tsx')).toBeUndefined();
  });
});
