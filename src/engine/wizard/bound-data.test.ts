// Each onboarding step reads its saved data from the client record through its `bind`, as the three wizards declare it.
import * as payments from 'virtual:wizard/onboarding-payments';
import * as service from 'virtual:wizard/onboarding-service';
import { describe, expect, it } from 'vitest';
import clientEntity from '../../../schemas/entities/client.json';
import { rules } from '../../rules';
import { formRecord, requestParts, type EntitySchema } from '../core/entity';
import type { Schema, WizardDeclaration } from '../core/declarations';
import { formFields } from '../core/form-fields';
import { boundStepData, fieldsToBind } from './bound-data';
import { loadForms, loadWizard } from './load-wizard';
import { reviewLines } from './review';

const client = clientEntity as EntitySchema;

/** A client detail answer in the spec's shape (bacicInformation spelt so), with values no form takes. */
const details = {
  clientId: 'CL1',
  clientStatus: 'Approved',
  clientType: 'Business',
  bacicInformation: {
    firstName: 'Arjun',
    lastName: 'Mehta',
    mobile: '9876500007',
    mobileCountryCode: '+91',
    businessLegalName: 'Konkan',
  },
  businessInformation: {
    address1: '12 Marine Drive',
    address2: null,
    clientIndustry: [{ key: 'textiles', value: 'Textiles & Apparel' }],
    allowedCurrency: [{ currency: 'USD', countryCode: 'US' }],
    gstFile: '{"documentId":"D1","documentName":"gst.pdf"}',
    hsCodes: [],
    registrationProof: 'not_selected',
  },
  stakeHolders: [{ id: 'S1', stakeHolderType: 'owner', pan: 'ABCPK1234F', name: 'Ravi', status: 'active' }],
  accountDetails: [{ id: 'A1', accountType: 'eefc', accountNumber: '123456789', isPrimary: true }],
};

const stepsOf = async (wizard: { declaration: WizardDeclaration }) => {
  const { fields } = await loadWizard(wizard.declaration.id);
  return boundStepData(wizard.declaration, fields, formRecord(client, details), rules, { console: 'client' });
};

describe('steps bound to the client entity', () => {
  it('reads the spec shape into each step of the payments wizard, dropping what forms do not take', async () => {
    const data = await stepsOf(payments);
    expect(data.personal).toEqual({
      mobileCountryCode: '+91',
      firstName: 'Arjun',
      lastName: 'Mehta',
      mobile: '9876500007',
    });
    expect(data.business).toEqual({
      businessLegalName: 'Konkan',
      address1: '12 Marine Drive',
      clientIndustry: ['textiles'],
      allowedCurrency: ['USD'],
      gstFile: { documentId: 'D1', documentName: 'gst.pdf' },
    });
    expect(data.kyc).toEqual({
      stakeHolders: [{ id: 'S1', stakeHolderType: 'owner', pan: 'ABCPK1234F', name: 'Ravi' }],
    });
    expect(data.bank).toEqual({
      id: 'A1',
      accountType: 'eefc',
      accountNumber: '123456789',
      accountNumberRe: '123456789',
      swiftVerified: true,
    });
  });

  it("gives the service exporter's verification step the owner, picked by its bindItem", async () => {
    const data = await stepsOf(service);
    expect(data.verification).toEqual({ id: 'S1', pan: 'ABCPK1234F', name: 'Ravi' });
    expect(data.basic).toMatchObject({ firstName: 'Arjun', businessLegalName: 'Konkan', address1: '12 Marine Drive' });
  });

  it('sends a bound form in the parts that declare its fields, under their request names', () => {
    expect(requestParts(client, { firstName: 'Arjun', businessLegalName: 'Konkan', city: 'Pune', alsoX: 1 })).toEqual({
      basicInformation: { firstName: 'Arjun', businessLegalName: 'Konkan' },
      businessInformation: { city: 'Pune' },
    });
    // A field no part declares (published from the Schema Lab) goes to the part the form is bound to.
    expect(requestParts(client, { city: 'Pune', exportLicence: 'EL-1' }, 'businessInformation')).toEqual({
      basicInformation: {},
      businessInformation: { city: 'Pune', exportLicence: 'EL-1' },
    });
  });

  it('reloads a field added to the entity and the form into its step, sends it in its part and shows it on the review', async () => {
    // The field as server/entity-binding.isolated.test.ts adds it: declared in the entity, referenced by the business form.
    const definition = { type: 'string' as const, title: 'Export Licence Number', maxLength: 20 };
    const entity = structuredClone(client);
    entity.properties.businessInformation.properties!.exportLicence = definition;
    const business = (await loadForms(['onboarding.business']))['onboarding.business'];
    const declaration = {
      ...business.declaration,
      schema: {
        ...business.declaration.schema,
        properties: { ...business.declaration.schema.properties, exportLicence: definition },
      },
      ui: {
        ...business.declaration.ui,
        'ui:order': [...(business.declaration.ui?.['ui:order'] as string[]), 'exportLicence'],
      },
    };
    // What the build lists for the wizard once the form has the field.
    const withField = { ...payments.fields, 'onboarding.business': formFields(declaration.schema) };
    const answered = { ...details, businessInformation: { ...details.businessInformation, exportLicence: 'EL-2231' } };

    const data = boundStepData(payments.declaration, withField, formRecord(entity, answered), rules, {
      console: 'client',
    });
    const step = data.business as Record<string, unknown>;
    expect(step.exportLicence).toBe('EL-2231');
    expect(requestParts(entity, step).businessInformation).toMatchObject({ exportLicence: 'EL-2231' });
    expect(reviewLines(declaration.schema as Schema, declaration.ui, step)).toContainEqual({
      label: 'Export Licence Number',
      value: 'EL-2231',
    });
  });

  it("binds a fetched form's own fields, newer or older than the wizard's list, and the list's for the others", () => {
    const form = (...names: string[]) => ({
      declaration: { schema: { properties: Object.fromEntries(names.map((name) => [name, {}])) } },
    });
    const listed = { 'onboarding.personal': ['firstName'], 'onboarding.business': ['businessLegalName', 'city'] };
    // A field published after the wizard was drawn; then a rollback that takes it away again.
    expect(fieldsToBind(listed, { 'onboarding.business': form('businessLegalName', 'city', 'exportLicence') })).toEqual(
      {
        'onboarding.personal': ['firstName'],
        'onboarding.business': ['businessLegalName', 'city', 'exportLicence'],
      },
    );
    expect(fieldsToBind(listed, { 'onboarding.business': form('businessLegalName') })['onboarding.business']).toEqual([
      'businessLegalName',
    ]);
    expect(fieldsToBind(listed, {})).toEqual(listed);
  });
});
