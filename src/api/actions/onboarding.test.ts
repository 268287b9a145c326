// Spec 2 section 8: what each onboarding action says when the network fails or the server refuses, word for word.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listActions } from './lists';
import { MOBILE_TAKEN, onboardingActions, SERVICE_NAME_MISMATCH } from './onboarding';
import { BANK_MESSAGES, validateBank } from './onboarding-bank';

const offline = () =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Promise.reject(new TypeError('offline'))),
  );
const answer = (responseCode: number, message: string, data: unknown = null) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ responseCode, message, data }), { status: responseCode })),
  );

afterEach(() => vi.unstubAllGlobals());

describe('when the network fails', () => {
  it.each([
    ['onboarding.saveBasic', 'Something went wrong while saving Basic details'],
    ['onboarding.saveBusiness', 'Something went wrong while saving Business Information'],
    ['onboarding.saveServiceBasic', 'Something went wrong while saving Business Information'],
    ['onboarding.saveDocumentationBasic', 'Something went wrong while saving GST and IEC details'],
    ['onboarding.addOwner', 'Something went wrong while adding stakeholder'],
    ['onboarding.addStakeholder', 'Something went wrong while adding stakeholder'],
    ['onboarding.saveVerification', 'Something went wrong while adding stakeholder'],
    ['onboarding.removeStakeholder', 'Something went wrong'],
    ['onboarding.validatePan', 'Something went wrong while validating PAN'],
    ['onboarding.saveBank', 'Something went wrong'],
    ['onboarding.submit', 'Something went wrong while submitting onboarding'],
  ] as const)('%s says "%s"', async (name, message) => {
    offline();
    await expect(onboardingActions[name]({})).rejects.toThrow(message);
  });

  it('says so when the business types cannot be fetched', async () => {
    offline();
    await expect(listActions['lists.businessCategories']()).rejects.toThrow(
      'Something went wrong while fetching business types',
    );
    await expect(listActions['lists.industries']()).rejects.toThrow('Something went wrong');
  });

  it('reads a failed fetch of a document as "Failed to fetch document"', async () => {
    offline();
    await expect(onboardingActions['onboarding.fetchDocument']({ documentId: 'DOC1' })).rejects.toThrow(
      'Failed to fetch document',
    );
  });
});

describe("the server's answers", () => {
  it('turns a mobile that is "not available" into the spec\'s words', async () => {
    answer(400, 'This mobile number is not available');
    await expect(onboardingActions['onboarding.saveBasic']({ mobile: '9876500001' })).rejects.toThrow(MOBILE_TAKEN);
    expect(MOBILE_TAKEN).toBe('Mobile number already exists against another user');
  });

  it('shows other refusals as the server words them', async () => {
    answer(403, 'Update is not allowed because the client status is Approved.');
    await expect(onboardingActions['onboarding.saveBasic']({})).rejects.toThrow(
      'Update is not allowed because the client status is Approved.',
    );
  });

  it('says "Name is not matching as per PAN" in the 4-step variant', async () => {
    answer(400, 'Name does not match');
    await expect(onboardingActions['onboarding.saveVerification']({})).rejects.toThrow(SERVICE_NAME_MISMATCH);
    expect(SERVICE_NAME_MISMATCH).toBe('Name is not matching as per PAN');
  });

  it('stores the new role and status after a submission in the client console', async () => {
    answer(200, 'Onboarding details submitted successfully', {
      clientStatus: 'Approval_In_Progress',
      roleName: 'Client Back-office Admin',
      privileges: [{ id: 'dashboard' }],
    });
    await onboardingActions['onboarding.submit']({});
    expect(sessionStorage.getItem('clientStatus')).toBe('Approval_In_Progress');
    expect(sessionStorage.getItem('roleName')).toBe('Client Back-office Admin');
  });
});

describe('bank validation (spec 2 section 4.3)', () => {
  const account = { accountType: 'bank', accountNumber: '50100012345678', ifscCode: 'HDFC0001234' };

  it('passes a matching holder name whatever its case, and says when the account is in review', async () => {
    answer(200, 'Success', { accountHolderName: 'KONKAN EXPORTS' });
    await expect(validateBank({ ...account, accountHolderName: 'Konkan Exports' })).resolves.toEqual({
      message: BANK_MESSAGES.validated,
    });
    answer(200, 'Success', { accountHolderName: null });
    await expect(validateBank({ ...account, accountHolderName: 'X' })).resolves.toEqual({
      message: 'Account validation is in review. Please continue onboarding process.',
    });
  });

  it('refuses another holder name and an unknown account with the form kept', async () => {
    answer(200, 'Success', { accountHolderName: 'SOMEONE ELSE' });
    await expect(validateBank({ ...account, accountHolderName: 'KONKAN' })).rejects.toMatchObject({
      message: 'Please enter account holder name as per bank record.',
      panel: false,
    });
    answer(404, '');
    await expect(validateBank({ ...account, accountHolderName: 'KONKAN' })).rejects.toMatchObject({
      message: 'Please check your account details.',
      panel: false,
    });
    answer(404, 'No account found for this account number and IFSC');
    await expect(validateBank(account)).rejects.toMatchObject({
      message: 'No account found for this account number and IFSC',
    });
  });

  it('asks for the Try Again panel when the bank cannot be reached', async () => {
    offline();
    await expect(validateBank(account)).rejects.toMatchObject({ panel: true });
    answer(503, 'Bank service unavailable');
    await expect(validateBank(account)).rejects.toMatchObject({ panel: true });
  });

  it('shows the admin console the bank’s own words', async () => {
    document.head.insertAdjacentHTML('beforeend', '<meta name="app-console" content="admin">');
    answer(200, 'Success', {
      accountHolderName: 'SOMEONE ELSE',
      bankResponse: { message: 'Name at bank: SOMEONE ELSE' },
    });
    await expect(validateBank({ ...account, accountHolderName: 'KONKAN' })).rejects.toThrow(
      'Name at bank: SOMEONE ELSE',
    );
    document.head.querySelector('meta[name="app-console"]')?.remove();
  });

  it('does not ask the bank about an EEFC account', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    await validateBank({ ...account, accountType: 'eefc' });
    expect(fetch).not.toHaveBeenCalled();
  });
});
