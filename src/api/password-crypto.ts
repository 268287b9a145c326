// Spec 1 section 5: passwords leave the browser AES-CBC encrypted with a fixed key derivation and a random IV, as base64.
import AES from 'crypto-js/aes';
import Base64 from 'crypto-js/enc-base64';
import SHA256 from 'crypto-js/sha256';
import WordArray from 'crypto-js/lib-typedarrays';

/** The passphrase both sides derive the key from; the server's twin is server/auth/password-crypto.ts. */
export const PASSWORD_PASSPHRASE = 'tradepay-portal/password-transport/v1';

const KEY = SHA256(PASSWORD_PASSPHRASE);

/** base64(iv || ciphertext) of the password. */
export function encryptPassword(password: string): string {
  const iv = WordArray.random(16);
  const { ciphertext } = AES.encrypt(password, KEY, { iv });
  return Base64.stringify(iv.clone().concat(ciphertext));
}
