// Spec 1 section 5: the browser sends passwords AES-CBC encrypted (fixed key derivation, random IV, base64); this reads them.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/** The passphrase both sides derive the key from (SHA-256); the browser's twin is src/api/password-crypto.ts. */
export const PASSWORD_PASSPHRASE = 'tradepay-portal/password-transport/v1';

const KEY = createHash('sha256').update(PASSWORD_PASSPHRASE).digest();

/** Decrypts base64(iv || ciphertext); returns null for anything that is not such a value. */
export function decryptPassword(encoded: string): string | null {
  try {
    const raw = Buffer.from(encoded, 'base64');
    if (raw.length < 32 || raw.length % 16 !== 0) return null;
    const decipher = createDecipheriv('aes-256-cbc', KEY, raw.subarray(0, 16));
    return Buffer.concat([decipher.update(raw.subarray(16)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

/** Encrypts as the browser does (random IV); the server needs it only to act as a browser in tests and tools. */
export function encryptPassword(password: string): string {
  const iv = randomBytes(16);
  const cipher = createCipheriv('aes-256-cbc', KEY, iv);
  return Buffer.concat([iv, cipher.update(password, 'utf8'), cipher.final()]).toString('base64');
}
