// The stored OTP hash is keyed: a reader of the otps table cannot try the ten thousand codes against it.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/db';
import { openTestDb } from '../test-app';
import { issueOtp, verifyOtp } from './otp';

let db: Db;
beforeAll(async () => {
  db = await openTestDb();
});
afterAll(() => db.close());

const storedHash = async (identifier: string) =>
  (await db.query<{ code_hash: string }>('SELECT code_hash FROM otps WHERE identifier = $1', [identifier])).rows[0]!
    .code_hash;

describe('OTP hashes', () => {
  it('are no plain hash of the code, and only the key they were made with accepts the code', async () => {
    const identifier = 'keyed@otp.test';
    const code = await issueOtp({ db, config: { otpSecret: 'key one' } }, identifier, 'sign_in');
    const plain = createHash('sha256').update(`sign_in:${identifier}:${code}`).digest('hex');
    expect(await storedHash(identifier)).not.toBe(plain);
    await expect(verifyOtp({ db, config: { otpSecret: 'key two' } }, identifier, 'sign_in', code)).rejects.toThrow(
      'Invalid OTP',
    );
    await expect(
      verifyOtp({ db, config: { otpSecret: 'key one' } }, identifier, 'sign_in', code),
    ).resolves.toBeUndefined();
  });
});
