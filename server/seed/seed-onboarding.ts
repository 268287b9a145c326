// Demo onboarding of the approved client CL1001 (Kaveri Textiles), so its read-only onboarding shows every step filled in.
import { DEMO_IDENTITIES, type DemoIdentity } from '../adapters/demo-identities';
import { simulatedBank } from '../adapters/bank';
import { savePrimaryAccount } from '../onboarding/bank-accounts';
import { saveInformation } from '../onboarding/details';
import { storeDocument, type DocumentRef } from '../onboarding/documents';
import { addStakeholder, type StakeholderType } from '../onboarding/stakeholders';
import type { Queryable } from '../db/db';
import { demoPdf } from './demo-pdf';

const CLIENT = 'CL1001';
const LEGAL_NAME = 'Kaveri Textiles Pvt Ltd';

/** Who holds which role: the first four demo identities, leaving the others free for testers. */
const PEOPLE: [StakeholderType, DemoIdentity, string][] = [
  ['owner', DEMO_IDENTITIES[0], '9876543201'],
  ['director', DEMO_IDENTITIES[1], '9876543202'],
  ['director', DEMO_IDENTITIES[2], '9876543203'],
  ['representative', DEMO_IDENTITIES[3], '9876543204'],
];

const titleCase = (name: string) => name.toLowerCase().replace(/\b\w/g, (letter) => letter.toUpperCase());

/** Stores a one-page PDF as one of the client's documents. */
const pdf = (tx: Queryable, documentType: string, documentSubType: string, fileName: string): Promise<DocumentRef> =>
  storeDocument(tx, CLIENT, {
    documentType,
    documentSubType,
    fileName,
    contentType: 'application/pdf',
    content: demoPdf(fileName),
  });

/** A stakeholder as the owner form (owner) or the director/representative form (with PAN and address proofs) holds it. */
async function stakeholder(tx: Queryable, type: StakeholderType, person: DemoIdentity, contact: string) {
  const { pan, name, dob, idNumber, address, city, state, pincode } = person;
  const data: Record<string, unknown> = {
    name: titleCase(name),
    nameAsPan: name,
    pan,
    dob,
    contact,
    idType: 'AADHAAR',
    idNumber,
    address,
    city,
    state,
    pincode,
    country: 'IN',
    stakeHolderType: type,
  };
  if (type !== 'owner') {
    data.document = await pdf(tx, 'POI', 'PAN', `${pan}.pdf`);
    const front = await pdf(tx, 'POA', 'AADHAAR', `${pan}-aadhaar-front.pdf`);
    const back = await pdf(tx, 'POA', 'AADHAAR', `${pan}-aadhaar-back.pdf`);
    data.poaDocument = {
      ...front,
      documentId2: back.documentId,
      documentName2: back.documentName,
      documentSubType: 'AADHAAR',
    };
  }
  await addStakeholder(tx, CLIENT, type, data, { verified: true, panVerified: true });
}

/** Fills in CL1001's basic and business details, its GST and IEC certificates, four stakeholders and its bank account. */
export async function seedOnboarding(tx: Queryable): Promise<void> {
  const personal = {
    firstName: 'Ravi',
    lastName: 'Menon',
    mobile: '9876500001',
    mobileCountryCode: '+91',
    email: 'exporter@demo.test',
  };
  await saveInformation(tx, CLIENT, personal, Object.keys(personal));
  const business = {
    businessLegalName: LEGAL_NAME,
    businessCategory: 'Manufacturer',
    businessType: 'Private Limited',
    address1: '14 Avinashi Road',
    address2: 'Peelamedu',
    country: 'IN',
    state: 'Tamil Nadu',
    city: 'Coimbatore',
    pinCode: '641004',
    webSite: 'www.kaveritextiles.in',
    businessDescription: 'Woven cotton fabrics and knitted garments for export',
    clientIndustry: ['textiles'],
    estimatedMonthlyVolume: 2500000,
    estimatedCurrency: 'INR',
    allowedCurrency: ['USD', 'GBP', 'EUR'],
    gstFile: await pdf(tx, 'GSTIN', '', 'gst-certificate.pdf'),
    iecFile: await pdf(tx, 'IEC', '', 'iec-certificate.pdf'),
  };
  await saveInformation(tx, CLIENT, business, Object.keys(business));
  for (const [type, person, contact] of PEOPLE) await stakeholder(tx, type, person, contact);
  const account = {
    accountType: 'bank',
    accountHolderName: LEGAL_NAME.toUpperCase(),
    accountNumber: '50100234567891',
    ifscCode: 'HDFC0001234',
    currency: 'INR',
  };
  const answer = await simulatedBank(async () => LEGAL_NAME).validateAccount({ clientId: CLIENT, ...account });
  await savePrimaryAccount(tx, CLIENT, account, { isVerified: true, bankResponse: answer.response });
}
