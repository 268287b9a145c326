// The stored OTP hash is keyed (a reader of the otps table cannot try the ten thousand codes against it); a code gets
// five tries however many arrive together; a code spent by wrong tries does not hold up the next.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/db';
import { openTestDb } from '../testing/test-app';
import { issueOtp, OTP_MESSAGES, TRIES_PER_CODE, verifyOtp } from './otp';

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

describe('OTP tries', () => {
  const store = () => ({ db, config: { otpSecret: 'a key' } });

  const attemptsOf = async (identifier: string) =>
    (await db.query<{ attempts: number }>('SELECT attempts FROM otps WHERE identifier = $1', [identifier])).rows[0]!
      .attempts;

  it('gives a code no more than five tries when ten wrong guesses arrive together, and then refuses the right one', async () => {
    const identifier = 'together@otp.test';
    const code = await issueOtp(store(), identifier, 'sign_in');
    const wrong = Array.from({ length: 10 }, (_, i) => String((Number(code) + 1 + i) % 10_000).padStart(4, '0'));
    const results = await Promise.allSettled(wrong.map((guess) => verifyOtp(store(), identifier, 'sign_in', guess)));
    expect(results.map((result) => result.status)).toEqual(results.map(() => 'rejected'));
    expect(await attemptsOf(identifier)).toBe(TRIES_PER_CODE);
    await expect(verifyOtp(store(), identifier, 'sign_in', code)).rejects.toThrow(OTP_MESSAGES.invalid);
  });

  it('compares no more than five of ten guesses arriving together, whichever holds the right one', async () => {
    const identifier = 'right-among@otp.test';
    const code = await issueOtp(store(), identifier, 'sign_in');
    const wrong = Array.from({ length: 9 }, (_, i) => String((Number(code) + 1 + i) % 10_000).padStart(4, '0'));
    // the database sees them in no set order: the right one is among the five tries or after them
    const results = await Promise.allSettled(
      [...wrong, code].map((guess) => verifyOtp(store(), identifier, 'sign_in', guess)),
    );
    const signedIn = results.filter((result) => result.status === 'fulfilled').length;
    const attempts = await attemptsOf(identifier);
    expect(attempts).toBeLessThanOrEqual(TRIES_PER_CODE);
    if (!signedIn) expect(attempts).toBe(TRIES_PER_CODE);
    // spent by its tries or used by the right one: never a second sign-in
    await expect(verifyOtp(store(), identifier, 'sign_in', code)).rejects.toThrow(OTP_MESSAGES.invalid);
  });

  it("runs the caller's count only when a live code is there, before comparing", async () => {
    const identifier = 'counted@otp.test';
    let counted = 0;
    const count = async () => {
      counted++;
    };
    await expect(verifyOtp(store(), identifier, 'sign_in', '0000', count)).rejects.toThrow(OTP_MESSAGES.invalid);
    expect(counted).toBe(0);
    const code = await issueOtp(store(), identifier, 'sign_in');
    await expect(verifyOtp(store(), identifier, 'sign_in', code, count)).resolves.toBeUndefined();
    expect(counted).toBe(1);
  });

  it('sends a new code at once when the last one was spent by wrong tries, not while it is still usable', async () => {
    const identifier = 'spent@otp.test';
    const code = await issueOtp(store(), identifier, 'sign_in');
    await expect(issueOtp(store(), identifier, 'sign_in')).rejects.toThrow(OTP_MESSAGES.resendTooSoon);
    const wrong = code === '0000' ? '1111' : '0000';
    for (let i = 0; i < TRIES_PER_CODE; i++)
      await expect(verifyOtp(store(), identifier, 'sign_in', wrong)).rejects.toThrow(OTP_MESSAGES.invalid);
    await expect(issueOtp(store(), identifier, 'sign_in')).resolves.toMatch(/^[0-9]{4}$/);
  });
});
