// Logout and expiry clear the session but keep the privileges (spec 1 section 4.4).
import { describe, expect, it } from 'vitest';
import { clearSession, isSignedIn, readSession, WIZARD_FACTS_COOKIE, writeSession } from './session';

describe('session', () => {
  it('clears everything except the privileges', () => {
    writeSession('token', 't');
    writeSession('email', 'a@demo.test');
    writeSession('privileges', '[{"id":"dashboard"}]');
    expect(isSignedIn()).toBe(true);
    clearSession();
    expect(isSignedIn()).toBe(false);
    expect(readSession('email')).toBeNull();
    expect(readSession('privileges')).toBe('[{"id":"dashboard"}]');
  });

  it('removes a value written as null', () => {
    writeSession('clientId', 'CL1');
    writeSession('clientId', null);
    expect(readSession('clientId')).toBeNull();
  });

  it('repeats the facts a wizard is chosen by in a cookie, and removes it with the session', () => {
    const hinted = () =>
      document.cookie
        .split('; ')
        .find((part) => part.startsWith(`${WIZARD_FACTS_COOKIE}=`))
        ?.slice(WIZARD_FACTS_COOKIE.length + 1);
    writeSession('token', 't');
    expect(hinted()).toBeUndefined();
    writeSession('roleName', 'Service Exporter');
    writeSession('clientPurpose', 'payments');
    expect(JSON.parse(decodeURIComponent(hinted()!))).toEqual(['Service Exporter', 'payments', null]);
    writeSession('clientType', 'Individual');
    expect(JSON.parse(decodeURIComponent(hinted()!))).toEqual(['Service Exporter', 'payments', 'Individual']);
    clearSession();
    expect(hinted()).toBeUndefined();
  });
});
