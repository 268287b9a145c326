// Each onboarding rule of spec 2 sections 2.2-2.5, 4.2-4.3 and 5, table-tested through the one runner, messages verbatim.
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import serviceBasic from '../../schemas/onboarding/service-basic.form.json';
import { applyRules, ruleUse, type RuleContext, type RuleUse } from '../engine/core/rules';
import { rules } from './index';
import { isUnderAge } from './onboarding-terms';

const client: RuleContext = { console: 'client', role: 'Client Exporter', clientType: 'Business' };
const individual: RuleContext = { ...client, clientType: 'Individual' };
const run = (name: RuleUse, data: Record<string, unknown>, context: RuleContext = client) =>
  applyRules([name], rules, data, context);
/** The individual business form rule as the service exporter's basic form declares it (its fields). */
const individualForm = (serviceBasic.rules as RuleUse[]).find((use) => ruleUse(use).name === 'individualBusinessForm')!;
const yearsAgo = (years: number, days = 0) => dayjs().subtract(years, 'year').add(days, 'day').format('YYYY-MM-DD');

describe('stakeholderLimits', () => {
  const withCompany = (businessType: string, businessCategory = 'Manufacturer', step = 'business') => ({
    ...client,
    related: { [step]: { businessType, businessCategory } },
  });
  const people = (...types: string[]) => ({ stakeHolders: types.map((stakeHolderType) => ({ stakeHolderType })) });

  it.each(['Private Limited', 'Public Limited', 'Partnership Firm', 'LLP'])(
    'a %s needs 1 beneficial owner, 2 directors and 1 representative',
    (companyType) => {
      const message = 'Please add atleast 1 Beneficial Owner, 2 Directors and 1 Business Representative to continue';
      const context = withCompany(companyType);
      expect(applyRules(['stakeholderLimits'], rules, people(), context).errors).toEqual({ stakeHolders: message });
      expect(
        applyRules(['stakeholderLimits'], rules, people('owner', 'director', 'representative'), context).errors,
      ).toEqual({ stakeHolders: message });
      expect(
        applyRules(['stakeholderLimits'], rules, people('owner', 'director', 'director', 'representative'), context)
          .errors,
      ).toEqual({});
    },
  );

  it('calls a partnership firm’s directors designated partners', () => {
    expect(applyRules(['stakeholderLimits'], rules, people(), withCompany('Partnership Firm')).ui.director).toEqual({
      label: 'Designated Partners',
    });
  });

  it('a sole proprietor needs one Owner/Director and sees no director or representative section', () => {
    const result = applyRules(['stakeholderLimits'], rules, people(), withCompany('Sole Proprietor'));
    expect(result.errors).toEqual({ stakeHolders: 'Please add atleast 1 Owner/Director to continue' });
    expect(result.ui).toEqual({
      owner: { label: 'Owner/Director' },
      director: { hidden: true },
      representative: { hidden: true },
    });
    expect(applyRules(['stakeholderLimits'], rules, people('owner'), withCompany('Sole Proprietor')).errors).toEqual(
      {},
    );
  });

  it.each([
    ['Individual/Freelancer', 'Please add KYC Details to continue', 'representative'],
    ['Influencer', 'Please add KYC Details to continue', 'representative'],
    ['IT Service Provider', 'Please add atleast 1 Beneficial Owner to continue', 'owner'],
    ['Consultant', 'Please add atleast 1 Beneficial Owner to continue', 'owner'],
    ['Sole Proprietor - Export Services', 'Please add atleast 1 Owner/Director to continue', 'owner'],
  ])('an individual %s is told "%s" until a %s is added', (category, message, needed) => {
    const context = { ...individual, related: { basic: { businessCategory: category } } };
    expect(applyRules(['stakeholderLimits'], rules, people(), context).errors).toEqual({ stakeHolders: message });
    expect(applyRules(['stakeholderLimits'], rules, people(needed), context).errors).toEqual({});
  });

  it('hides the owner and director sections of a freelancer or influencer', () => {
    const context = { ...individual, related: { basic: { businessCategory: 'Influencer' } } };
    expect(applyRules(['stakeholderLimits'], rules, people(), context).ui).toEqual({
      owner: { hidden: true },
      director: { hidden: true },
    });
  });
});

describe('businessDocuments', () => {
  it('asks a business for its IEC and a partnership firm for its deed', () => {
    expect(run('businessDocuments', { businessType: 'Partnership Firm' }).ui).toMatchObject({
      iecFile: { required: true },
      registrationProofFile: { required: true },
    });
    expect(run('businessDocuments', { businessType: 'LLP' }).ui).toMatchObject({
      iecFile: { required: true },
      registrationProofFile: { hidden: true },
    });
  });

  it('hides and clears the IEC of an individual, and shows e-FIRA and the invoice to individuals', () => {
    const result = run('businessDocuments', { iecFile: { documentId: 'd', documentName: 'iec.pdf' } }, individual);
    expect(result.ui.iecFile).toEqual({ hidden: true });
    expect(result.data.iecFile).toBeUndefined();
    expect(result.ui.firaDocument).toBeUndefined();
  });

  it('shows e-FIRA and the invoice only for the high-risk industry among businesses', () => {
    expect(run('businessDocuments', { clientIndustry: ['textiles'] }).ui.firaDocument).toEqual({ hidden: true });
    expect(run('businessDocuments', { clientIndustry: ['gems'] }).ui.firaDocument).toBeUndefined();
  });
});

describe('age rules', () => {
  it.each([
    ['director', 'Director must be at least 18 years old'],
    ['owner', 'Stakeholder must be at least 18 years old'],
    ['representative', 'Stakeholder must be at least 18 years old'],
  ])('a %s under 18 is told "%s"', (stakeHolderType, message) => {
    expect(run('stakeholderAge', { stakeHolderType, dob: yearsAgo(18, 1) }).errors).toEqual({ dob: message });
    expect(run('stakeholderAge', { stakeHolderType, dob: yearsAgo(18) }).errors).toEqual({});
  });

  it('counts 18 years to the day, a 29 February birthday from 28 February, and ignores a date that does not exist', () => {
    const today = new Date(2026, 10, 26);
    expect(isUnderAge('2008-11-26', today)).toBe(false);
    expect(isUnderAge('2008-11-27', today)).toBe(true);
    expect(isUnderAge('2010-02-28', new Date(2028, 1, 29))).toBe(false);
    expect(isUnderAge('2010-03-01', new Date(2028, 1, 29))).toBe(true);
    expect(isUnderAge('2020-02-30', today)).toBe(false);
    expect(isUnderAge('26/11/2020', today)).toBe(false);
    expect(isUnderAge(undefined, today)).toBe(false);
  });

  it('tells a service exporter under 18 "You must be at least 18 years old"', () => {
    expect(run('applicantAge', { dob: yearsAgo(17) }).errors).toEqual({ dob: 'You must be at least 18 years old' });
    expect(run('applicantAge', { dob: yearsAgo(40) }).errors).toEqual({});
  });
});

describe('stakeholderUniqueness', () => {
  const items = [
    { id: '1', stakeHolderType: 'director', pan: 'ABCPK1234F', idNumber: '111' },
    { id: '2', stakeHolderType: 'owner', pan: 'BCDPM2345G', idNumber: '222' },
  ];
  const context = { ...client, related: { items } };

  it('refuses a director PAN another director has', () => {
    expect(run('stakeholderUniqueness', { stakeHolderType: 'director', pan: 'ABCPK1234F' }, context).errors).toEqual({
      pan: 'The entered PAN number is already used with a different user',
    });
  });

  it('refuses the same PAN twice in one section', () => {
    expect(run('stakeholderUniqueness', { stakeHolderType: 'owner', pan: 'BCDPM2345G' }, context).errors).toEqual({
      pan: 'PAN number already exists. Please enter different PAN',
    });
  });

  it('refuses an ID number an owner or representative verified with another PAN', () => {
    expect(
      run('stakeholderUniqueness', { stakeHolderType: 'representative', pan: 'CDEPS3456H', idNumber: '222' }, context)
        .errors,
    ).toEqual({ idNumber: 'The entered ID number is already verified with a different user' });
    expect(
      run('stakeholderUniqueness', { stakeHolderType: 'director', pan: 'BCDPM2345G', idNumber: '222' }, context).errors,
    ).toEqual({});
  });
});

describe('panFileFirst', () => {
  it('refuses a name as per PAN before the PAN card is uploaded', () => {
    expect(run('panFileFirst', { nameAsPan: 'RAVI KUMAR' }).errors).toEqual({ nameAsPan: 'Please Upload Pan file' });
    expect(
      run('panFileFirst', { nameAsPan: 'RAVI KUMAR', document: { documentId: 'D', documentName: 'p.pdf' } }).errors,
    ).toEqual({});
  });
});

describe('bank rules', () => {
  it('a bank account needs an IFSC and is paid in INR; an EEFC account a verified Swift/BIC and a statement in USD', () => {
    const bank = run('bankAccountType', { accountType: 'bank', currency: 'USD', swiftBicCode: 'HDFCINBB' });
    expect(bank.data).toMatchObject({ currency: 'INR' });
    expect(bank.data.swiftBicCode).toBeUndefined();
    expect(bank.ui).toMatchObject({ ifscCode: { required: true }, currency: { locked: true } });
    const eefc = run('bankAccountType', { accountType: 'eefc', ifscCode: 'HDFC0001234', swiftBicCode: 'HDFCINBB' });
    expect(eefc.data).toMatchObject({ currency: 'USD' });
    expect(eefc.data.ifscCode).toBeUndefined();
    expect(eefc.ui).toMatchObject({ swiftBicCode: { required: true }, bankStatement: { required: true } });
    expect(eefc.errors).toEqual({ swiftBicCode: 'Please verify the Swift / BIC code' });
    expect(
      run('bankAccountType', { accountType: 'eefc', swiftBicCode: 'HDFCINBB', swiftVerified: true }).errors,
    ).toEqual({});
  });

  it('says "Account numbers do not match" once the re-entry differs', () => {
    expect(run('accountNumbersMatch', { accountNumber: '1234567', accountNumberRe: '1234568' }).errors).toEqual({
      accountNumberRe: 'Account numbers do not match',
    });
    expect(run('accountNumbersMatch', { accountNumber: '1234567', accountNumberRe: '1234567' }).errors).toEqual({});
  });

  it('starts the holder name as the upper-cased legal name, else the full name, and keeps a typed one', () => {
    const related = {
      business: { businessLegalName: 'Konkan Exports' },
      personal: { firstName: 'Arjun', lastName: 'Mehta' },
    };
    expect(run('bankHolderDefault', {}, { ...client, related }).data).toEqual({ accountHolderName: 'KONKAN EXPORTS' });
    expect(
      run('bankHolderDefault', {}, { ...client, related: { basic: { firstName: 'Neha', lastName: 'Joshi' } } }).data,
    ).toEqual({
      accountHolderName: 'NEHA JOSHI',
    });
    expect(run('bankHolderDefault', { accountHolderName: 'A' }, { ...client, related }).data).toEqual({
      accountHolderName: 'A',
    });
  });
});

describe('individual forms', () => {
  it('gives an IT Service Provider or Consultant the full form, required but Address Line 2', () => {
    const ui = run(individualForm, { businessCategory: 'Consultant' }, individual).ui;
    expect(ui.address1).toEqual({ required: true });
    expect(ui.address2).toBeUndefined();
    expect(ui.estimatedMonthlyVolume).toEqual({ required: true });
  });

  it('gives other individuals the short form, clearing the rest', () => {
    const result = run(individualForm, { businessCategory: 'Influencer', address1: 'x' }, individual);
    expect(result.ui.address1).toEqual({ hidden: true });
    expect(result.data.address1).toBeUndefined();
  });

  it('asks whether the service exporter is GST registered, and for the certificate when they are', () => {
    expect(run('gstRegistration', { gstResgistered: true }).ui.gstFile).toEqual({ required: true });
    expect(run('gstRegistration', { gstResgistered: false }).ui.gstFile).toEqual({ hidden: true });
  });

  it('asks the GST question only of consultants and export-service sole proprietors in the documentation variant', () => {
    expect(run('documentationFiles', { businessCategory: 'Manufacturer' }).ui).toEqual({
      gstResgistered: { hidden: true },
      gstFile: { required: true },
    });
    expect(run('documentationFiles', { businessCategory: 'Consultant', gstResgistered: false }).ui.gstFile).toEqual({
      hidden: true,
    });
    expect(run('documentationFiles', { businessCategory: 'Consultant' }).ui.gstFile).toEqual({ required: true });
  });
});
