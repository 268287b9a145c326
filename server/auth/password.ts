// Passwords are kept only as salted scrypt hashes; this module is the one place that makes and checks them.
import { randomBytes, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const scrypt = promisify(scryptCallback) as (password: string, salt: Buffer, keylen: number) => Promise<Buffer>;
const KEY_LENGTH = 64;

/** Returns `scrypt$<salt>$<hash>` (base64) for a plain password. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scrypt(password, salt, KEY_LENGTH);
  return `scrypt$${salt.toString('base64')}$${hash.toString('base64')}`;
}

/** A stand-in for a missing hash, so a check for an unknown account costs the same scrypt as one for a real account. */
const DUMMY = { salt: randomBytes(16).toString('base64'), hash: randomBytes(KEY_LENGTH).toString('base64') };

/**
 * True when password matches a value made by hashPassword; compares in constant time. Without a usable stored hash
 * (unknown account, no password set) it still runs scrypt against a dummy and answers false, so timing tells nothing.
 */
export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  const [scheme, salt, hash] = (stored ?? '').split('$');
  const usable = scheme === 'scrypt' && Boolean(salt) && Boolean(hash);
  const target = usable ? { salt, hash } : DUMMY;
  const expected = Buffer.from(target.hash, 'base64');
  const actual = await scrypt(password, Buffer.from(target.salt, 'base64'), expected.length);
  return timingSafeEqual(actual, expected) && usable;
}
