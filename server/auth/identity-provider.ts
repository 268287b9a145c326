// The embedded development identity provider: issues signed e-mail tokens that token sign-in (loginKey google) accepts offline.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** Key of this process's tokens (IDP_SECRET to share it between processes). */
const SECRET = process.env.IDP_SECRET || randomBytes(32).toString('hex');
const MINUTES = 5;

const sign = (payload: string) => createHmac('sha256', SECRET).update(payload).digest('base64url');

/** A token for an e-mail address, valid for five minutes. */
export function issueIdentityToken(email: string, now = Date.now()): string {
  const payload = Buffer.from(JSON.stringify({ email: email.toLowerCase(), exp: now + MINUTES * 60_000 })).toString(
    'base64url',
  );
  return `${payload}.${sign(payload)}`;
}

/** The e-mail a valid, unexpired token names; null otherwise. */
export function verifyIdentityToken(token: string, now = Date.now()): string | null {
  const [payload, signature] = token.split('.');
  if (!payload || !signature) return null;
  const expected = Buffer.from(sign(payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const { email, exp } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
      email: string;
      exp: number;
    };
    return exp > now ? email : null;
  } catch {
    return null;
  }
}
