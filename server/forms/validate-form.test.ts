// The server refuses a form's data with the words the browser shows: schema messages, rule requirements, rule errors.
import dayjs from 'dayjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RuleContext } from '../../src/engine/core/rules';
import type { Db } from '../db/db';
import { loadDetails } from '../onboarding/details';
import { listAccounts } from '../onboarding/bank-accounts';
import { listStakeholders } from '../onboarding/stakeholders';
import { formSchema } from '../schemas';
import { openTestDb } from '../testing/test-app';
import { bankData, businessData, ownerData } from '../testing/test-onboarding';
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

  const young = dayjs().subtract(17, 'year').format('YYYY-MM-DD');
  const director = {
    ...ownerData(1, { stakeHolderType: 'director' }),
    document: file('pan'),
    poaDocument: { ...file('front'), documentId2: 'DOCBACK', documentName2: 'back.pdf' },
  };
  const eefc = bankData('TEST', '123456789012', {
    accountType: 'eefc',
    ifscCode: undefined,
    currency: 'USD',
    swiftBicCode: 'HDFCINBBXXX',
    swiftVerified: true,
    bankStatement: file('statement'),
  });
  const without = (data: Record<string, unknown>, ...keys: string[]) =>
    Object.fromEntries(Object.entries(data).filter(([key]) => !keys.includes(key)));
  const documentation = {
    firstName: 'Test',
    lastName: 'User',
    mobile: '9811100000',
    ...without(businessData(), 'webSite', 'estimatedMonthlyVolume', 'allowedCurrency'),
    gstFile: file('gst'),
    iecFile: file('iec'),
  };

  it.each([
    [
      'onboarding.business',
      withFiles({ businessLegalName: 'AB' }),
      'Please enter at least 3 characters for Business Legal Name',
    ],
    ['onboarding.business', withFiles({ clientIndustry: [] }), 'Required!'],
    [
      'onboarding.service-basic',
      {
        ...without(documentation, 'clientIndustry', 'gstFile', 'iecFile', 'businessType'),
        businessCategory: 'Consultant',
        webSite: 'www.example.in',
        estimatedMonthlyVolume: 1000,
        allowedCurrency: ['USD'],
        gstResgistered: true,
      },
      'Please Upload GST file',
    ],
    ['onboarding.documentation-basic', without(documentation, 'iecFile'), 'Please upload IEC and GST files'],
    ['onboarding.documentation-basic', without(documentation, 'gstFile'), 'Please upload IEC and GST files'],
    ['onboarding.owner', ownerData(0, { dob: young }), 'Stakeholder must be at least 18 years old'],
    ['onboarding.owner', ownerData(0, { pan: 'ABCPK' }), 'PAN number should be 10 characters long'],
    ['onboarding.owner', ownerData(0, { pan: 'ABCPK12345' }), 'The entered PAN format is invalid'],
    ['onboarding.owner', ownerData(0, { contact: '1234567890' }), 'Invalid Mobile Number'],
    ['onboarding.stakeholder', without(director, 'poaDocument'), 'Please upload POA file'],
    ['onboarding.stakeholder', without(director, 'idType'), 'Please select Proof of Address Type'],
    ['onboarding.stakeholder', without(director, 'document'), 'Please upload PAN file'],
    ['onboarding.bank', without(bankData('TEST'), 'accountHolderName'), 'Please enter an account holder name'],
    ['onboarding.bank', without(bankData('TEST'), 'accountNumber'), 'Please enter an account number'],
    ['onboarding.bank', without(bankData('TEST'), 'accountNumberRe'), 'Please re-enter account number'],
    ['onboarding.bank', without(bankData('TEST'), 'ifscCode'), 'Please enter an IFSC Code'],
    [
      'onboarding.bank',
      bankData('TEST', '123456789012', { ifscCode: 'HDFC1234567' }),
      'Please enter a valid IFSC Code',
    ],
    ['onboarding.bank', without(bankData('TEST'), 'currency'), 'Please select currency'],
    ['onboarding.bank', without(eefc, 'swiftBicCode'), 'Please enter a Swift/BIC code'],
    ['onboarding.bank', without(eefc, 'bankStatement'), 'Please upload EEFC statement'],
  ])('%s: refuses with %#: the spec message', (formId, data, message) => {
    expect(firstMessage(formId, data as Record<string, unknown>)).toBe(message);
  });

  it('refuses an under-18 director in the director words', () => {
    expect(firstMessage('onboarding.stakeholder', { ...director, dob: young })).toBe(
      'Director must be at least 18 years old',
    );
  });

  it('accepts valid director and EEFC data', () => {
    expect(formMessages('onboarding.stakeholder', director, business).size).toBe(0);
    expect(formMessages('onboarding.bank', eefc, business).size).toBe(0);
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
