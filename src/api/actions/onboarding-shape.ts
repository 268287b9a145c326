// Between the server's client details (spec 2 section 3, 'bacicInformation' spelt so) and the wizard steps' form data.

type Data = Record<string, unknown>;
type DocumentRef = { documentId: string; documentName: string };

/** The client detail response of spec 2 section 3. */
export interface ClientDetails {
  clientId: string;
  clientStatus: string | null;
  clientType: string | null;
  clientPurpose?: string | null;
  bacicInformation?: Data | null;
  businessInformation?: Data | null;
  stakeHolders?: Data[] | null;
  accountDetails?: Data[] | null;
}

/** Keys of the spec's basicInformation; everything else a business form holds is businessInformation. */
export const BASIC_KEYS = [
  'firstName',
  'lastName',
  'mobile',
  'mobileCountryCode',
  'email',
  'businessType',
  'businessLegalName',
];

const PERSONAL_KEYS = ['firstName', 'lastName', 'mobile', 'mobileCountryCode', 'email'];
const BUSINESS_KEYS = [
  'businessLegalName',
  'businessCategory',
  'businessType',
  'address1',
  'address2',
  'country',
  'state',
  'city',
  'pinCode',
  'webSite',
  'businessDescription',
  'clientIndustry',
  'estimatedMonthlyVolume',
  'estimatedCurrency',
  'allowedCurrency',
  'gstResgistered',
  'gstFile',
  'iecFile',
  'registrationProofFile',
  'firaDocument',
  'invoiceDocument',
];
const STAKEHOLDER_KEYS = [
  'id',
  'stakeHolderType',
  'document',
  'pan',
  'nameAsPan',
  'name',
  'dob',
  'contact',
  'idType',
  'poaDocument',
  'idNumber',
  'address',
  'city',
  'state',
  'pincode',
  'country',
];
const BANK_KEYS = [
  'id',
  'accountType',
  'accountHolderName',
  'accountNumber',
  'ifscCode',
  'adCode',
  'currency',
  'swiftBicCode',
  'bankStatement',
];

const isEmpty = (value: unknown) =>
  value === undefined || value === null || value === '' || value === 'null' || (Array.isArray(value) && !value.length);

/** Only the named keys that hold a value: forms refuse nulls and keys they do not declare. */
export const pick = (source: Data | null | undefined, keys: string[]): Data =>
  Object.fromEntries(keys.flatMap((key) => (isEmpty(source?.[key]) ? [] : [[key, parsed(source![key])]])));

/** Document references arrive as objects or, as the spec stores them, JSON strings. */
const parsed = (value: unknown): unknown => {
  if (typeof value !== 'string' || !value.startsWith('{')) return value;
  try {
    return JSON.parse(value) as DocumentRef;
  } catch {
    return value;
  }
};

const keysOf = (list: unknown, key: string): string[] | undefined =>
  Array.isArray(list)
    ? list.map((item) => String(typeof item === 'object' && item ? (item as Data)[key] : item))
    : undefined;

/** The business step's data: basic and business information together, lists reduced to their codes. */
function businessOf(details: ClientDetails): Data {
  const business = details.businessInformation ?? {};
  return pick(
    {
      ...business,
      ...pick(details.bacicInformation, ['businessType', 'businessLegalName']),
      clientIndustry: keysOf(business.clientIndustry, 'key'),
      allowedCurrency: keysOf(business.allowedCurrency, 'currency'),
    },
    BUSINESS_KEYS,
  );
}

/** Saved data for every onboarding step id the three wizards use, and the context the wizard runs in. */
export function stepsOf(details: ClientDetails): { data: Data; context: Data } {
  const personal = { mobileCountryCode: '+91', ...pick(details.bacicInformation, PERSONAL_KEYS) };
  const business = businessOf(details);
  const stakeHolders = (details.stakeHolders ?? []).map((item) => pick(item, STAKEHOLDER_KEYS));
  const owner = stakeHolders.find((item) => item.stakeHolderType === 'owner');
  const account =
    (details.accountDetails ?? []).find((item) => item.isPrimary !== false) ?? details.accountDetails?.[0];
  const bank = account
    ? {
        ...pick(account, BANK_KEYS),
        accountNumberRe: account.accountNumber,
        ...(account.accountType === 'eefc' ? { swiftVerified: true } : {}),
      }
    : undefined;
  return {
    data: {
      personal,
      business,
      basic: { ...personal, ...business },
      kyc: { stakeHolders },
      kyb: { stakeHolders },
      verification: owner ? pick(owner, ['id', 'document', 'pan', 'nameAsPan', 'name', 'dob']) : undefined,
      bank,
    },
    context: { clientStatus: details.clientStatus, clientType: details.clientType },
  };
}

/** A business form's flat data split into the spec's basicInformation and businessInformation. */
export function splitBusiness(data: Data): { basicInformation: Data; businessInformation: Data } {
  const basicInformation: Data = {};
  const businessInformation: Data = {};
  for (const [key, value] of Object.entries(data))
    (BASIC_KEYS.includes(key) ? basicInformation : businessInformation)[key] = value;
  return { basicInformation, businessInformation };
}
