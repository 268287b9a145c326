// Logout and expiry clear the session but keep the privileges (spec 1 section 4.4).
import { describe, expect, it } from 'vitest';
import { clearSession, isSignedIn, readSession, writeSession } from './session';

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
});
