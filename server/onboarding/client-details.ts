// The client detail response of spec 2 section 3 ('bacicInformation' spelt so): everything the wizards prefill.
import type { Queryable } from '../db/db';
import { listAccounts } from './bank-accounts';
import { clientUser, loadDetails } from './details';
import type { TargetClient } from './scope';
import { listStakeholders } from './stakeholders';

type Data = Record<string, unknown>;

/** Business fields answered as saved (null when not saved); the lists and constants are shaped below. */
const BUSINESS_FIELDS = [
  'address1',
  'address2',
  'country',
  'state',
  'city',
  'pinCode',
  'webSite',
  'businessDescription',
  'estimatedMonthlyVolume',
  'estimatedCurrency',
  'companyName',
  'gstFile',
  'iecFile',
  'invoiceDocument',
  'firaDocument',
  'registrationProofFile',
  'businessCategory',
  'gstResgistered',
];

const codes = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : []);

/** Industry labels by key, and a country code for each currency (the first country that uses it). */
async function labels(db: Queryable) {
  const industries = await db.query<{ key: string; value: string }>(
    'SELECT industry_key AS key, industry_name AS value FROM industries',
  );
  const currencies = await db.query<{ currency: string; country_code: string }>(
    'SELECT currency, min(country_code) AS country_code FROM currencies GROUP BY currency',
  );
  return {
    industry: new Map(industries.rows.map((row) => [row.key, row.value])),
    country: new Map(currencies.rows.map((row) => [row.currency, row.country_code])),
  };
}

/** businessInformation: the saved business step with industries as {key, value} and currencies as {currency, countryCode}. */
async function businessInformation(db: Queryable, business: Data): Promise<Data> {
  const { industry, country } = await labels(db);
  return {
    ...Object.fromEntries(BUSINESS_FIELDS.map((field) => [field, business[field] ?? null])),
    clientIndustry: codes(business.clientIndustry).map((key) => ({ key, value: industry.get(key) ?? key })),
    hsCodes: [],
    allowedCurrency: codes(business.allowedCurrency).map((currency) => ({
      currency,
      countryCode: country.get(currency) ?? null,
    })),
    registrationProof: 'not_selected',
    globalAccount: false,
  };
}

/** The whole onboarding of a client; before anything is saved the basic information comes from its user and name. */
export async function clientDetails(db: Queryable, client: TargetClient, callerId: string): Promise<Data> {
  const { basic, business } = await loadDetails(db, client.clientId);
  const user = await clientUser(db, client.clientId, callerId);
  return {
    clientId: client.clientId,
    clientStatus: client.clientStatus,
    clientType: client.clientType,
    clientPurpose: client.clientPurpose,
    businessCategory: client.businessCategory,
    bacicInformation: {
      firstName: basic.firstName ?? user.firstName,
      lastName: basic.lastName ?? user.lastName,
      mobile: basic.mobile ?? user.mobile,
      mobileCountryCode: basic.mobileCountryCode ?? '+91',
      email: basic.email ?? user.email,
      businessType: basic.businessType ?? null,
      businessLegalName: basic.businessLegalName ?? client.clientName,
    },
    businessInformation: await businessInformation(db, business ?? {}),
    stakeHolders: await listStakeholders(db, client.clientId),
    accountDetails: await listAccounts(db, client.clientId),
  };
}
