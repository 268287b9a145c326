// The server refuses a form's data with the words the browser shows: schema messages, rule requirements, rule errors.
import dayjs from 'dayjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RuleContext } from '../../src/engine/core/rules';
import type { Db } from '../db/db';
import { loadDetails } from '../onboarding/details';
import { listAccounts } from '../onboarding/bank-accounts';
import { listStakeholders } from '../onboarding/stakeholders';
import { formSchema } from '../schemas';
import { openTestDb } from '../test-app';
import { bankData, businessData, ownerData } from '../test-onboarding';
import { formMessages, validateForm } from './validate-form';

const business: RuleContext = { console: 'client', clientType: 'Business' };
const file = (name: string) => ({ documentId: `DOC${name.toUpperCase()}`, documentName: `${name}.pdf` });
const withFiles = (overrides = {}) => businessData({ gstFile: file('gst'), iecFile: file('iec'), ...overrides });
const firstMessage = (formId: string, data: Record<string, unknown>, context = business) =>
  [...formMessages(formId, data, context).values()][0];

describe('validateForm', () => {
  it('accepts valid business data and gives it back', () => {
    const data = withFiles();
    expect(validateForm('onboarding.business', data, business)).toBe(data);
  });

  it.each([
    ['a missing GST certificate', businessData({ iecFile: file('iec') }), 'Please Upload GST Certificate'],
    [
      "a Business client's missing IEC certificate",
      businessData({ gstFile: file('gst') }),
      'Please Upload IEC Certificate',
    ],
    [
      "a Partnership Firm's missing deed",
      withFiles({ businessType: 'Partnership Firm' }),
      'Please Upload Business Proof (Partnership deed)',
    ],
    ['a monthly volume of 499', withFiles({ estimatedMonthlyVolume: 499 }), 'Minimum ₹500 required'],
    ['a website that is not one', withFiles({ webSite: 'not a website' }), 'Please enter valid website'],
  ])('refuses %s with the spec message', (_what, data, message) => {
    expect(firstMessage('onboarding.business', data)).toBe(message);
    expect(() => validateForm('onboarding.business', data, business)).toThrow(message);
  });

  it('refuses an under-18 director in the director words', () => {
    const dob = dayjs().subtract(17, 'year').format('YYYY-MM-DD');
    const data = {
      ...ownerData(1, { stakeHolderType: 'director', dob }),
      document: file('pan'),
      poaDocument: { ...file('front'), documentId2: 'DOCBACK', documentName2: 'back.pdf' },
    };
    expect(firstMessage('onboarding.stakeholder', data)).toBe('Director must be at least 18 years old');
  });

  it('refuses account numbers that differ', () => {
    const data = bankData('TEST', '123456789012', { accountNumberRe: '123456789013' });
    expect(firstMessage('onboarding.bank', data)).toBe('Account numbers do not match');
  });

  it('refuses a field the rules hide that still carries a value', () => {
    const individual: RuleContext = { console: 'client', clientType: 'Individual' };
    expect(firstMessage('onboarding.business', withFiles(), individual)).toBe('IEC Certificate does not apply here');
  });

  it('refuses a value a rule locks to another', () => {
    expect(firstMessage('onboarding.bank', bankData('TEST', '123456789012', { currency: 'USD' }))).toBe(
      'Currency must be INR',
    );
  });

  it('does not block on a field the rules hide when it is empty', () => {
    const individual: RuleContext = { console: 'client', clientType: 'Individual' };
    expect(formMessages('onboarding.business', businessData({ gstFile: file('gst') }), individual).size).toBe(0);
  });
});

describe('the seeded approved client CL1001', () => {
  let db: Db;
  beforeAll(async () => {
    db = await openTestDb();
  });
  afterAll(async () => {
    await db.close();
  });

  it('holds data every declared form accepts', async () => {
    const { basic, business: saved } = await loadDetails(db, 'CL1001');
    const { businessType, businessLegalName, ...personal } = basic;
    const { companyName: _companyName, ...rest } = saved!;
    expect(formMessages('onboarding.personal', personal, business)).toEqual(new Map());
    expect(formMessages('onboarding.business', { ...rest, businessType, businessLegalName }, business)).toEqual(
      new Map(),
    );
    const people = await listStakeholders(db, 'CL1001');
    expect(people.map((person) => person.stakeHolderType)).toEqual(['owner', 'director', 'director', 'representative']);
    for (const person of people) {
      const form = person.stakeHolderType === 'owner' ? 'onboarding.owner' : 'onboarding.stakeholder';
      const fields = Object.keys(formSchema(form).properties ?? {});
      const data = Object.fromEntries(
        fields.flatMap((key) => (person[key] === null || person[key] === undefined ? [] : [[key, person[key]]])),
      );
      expect(formMessages(form, data, business)).toEqual(new Map());
    }
    const [account] = await listAccounts(db, 'CL1001');
    expect(account).toMatchObject({ isPrimary: true, isVerified: true, accountHolderName: 'KAVERI TEXTILES PVT LTD' });
  });
});
