// What the browser encrypts, the server decrypts; the IV is random, so the same password never looks the same twice.
import { describe, expect, it } from 'vitest';
import { decryptPassword, PASSWORD_PASSPHRASE as SERVER_PASSPHRASE } from '../../server/auth/password-crypto';
import { encryptPassword, PASSWORD_PASSPHRASE } from '../../src/api/password-crypto';

describe('password transport', () => {
  it('round-trips from the browser to the server', () => {
    for (const password of ['Demo@2025', 'Ünïcødé#Pass1', 'x'.repeat(25)])
      expect(decryptPassword(encryptPassword(password))).toBe(password);
  });

  it('uses a random IV', () => {
    expect(encryptPassword('Demo@2025')).not.toBe(encryptPassword('Demo@2025'));
  });

  it('shares one passphrase', () => {
    expect(PASSWORD_PASSPHRASE).toBe(SERVER_PASSPHRASE);
  });

  it('refuses what is not an encrypted password', () => {
    expect(decryptPassword('Demo@2025')).toBeNull();
    expect(decryptPassword('')).toBeNull();
  });
});
