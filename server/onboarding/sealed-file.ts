// A stored file that must not be readable from the database alone (the e-BRC credential file holds a password) is kept
// sealed: AES-256-GCM under a key from configuration, bound to its document id so a sealed file cannot be moved to another.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const CIPHER = 'aes-256-gcm';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** The stored form of a file's bytes: a fresh IV, the authentication tag, then the ciphertext. */
export function sealFile(key: Buffer, documentId: string, content: Buffer): Buffer {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv(CIPHER, key, iv).setAAD(Buffer.from(documentId));
  const sealed = Buffer.concat([cipher.update(content), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]);
}

/** The file's bytes again; throws when the key is not the one it was sealed with or the bytes were changed. */
export function openFile(key: Buffer, documentId: string, stored: Uint8Array): Buffer {
  const bytes = Buffer.from(stored);
  const decipher = createDecipheriv(CIPHER, key, bytes.subarray(0, IV_BYTES)).setAAD(Buffer.from(documentId));
  decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]);
}
