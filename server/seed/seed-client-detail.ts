// Demo data of the admin's client detail: fee plans and an approval remark for the approved clients, and
// CL1010's submitted onboarding, waiting for the admin to set fees, verify GST and IEC and approve it.
import { savePrimaryAccount } from '../onboarding/bank-accounts';
import { saveInformation } from '../onboarding/details';
import { storeDocument } from '../onboarding/documents';
import type { Queryable } from '../db/db';
import { demoPdf } from './demo-pdf';

/** The plan every approved demo client has: 1% or ₹250 at least on payouts, 0.35% over the mid-market rate. */
const PLAN = {
  payoutFee: [
    { sourceCurrency: 'ANY', destinationCurrency: 'ANY', fixed: 0, minimum: 0, variable: 1 },
    { sourceCurrency: 'USD', destinationCurrency: 'INR', fixed: 250, minimum: 250, variable: 0 },
  ],
  payoutFxFee: [{ sourceCurrency: 'ANY', destinationCurrency: 'ANY', variable: 0.35, referenceRate: 'mid_market' }],
};

const AWAITING = 'CL1010';
const AWAITING_NAME = 'Coromandel Leather Works';

/** Seeds the fee plans, the approval remarks and the client awaiting approval. */
export async function seedClientDetail(tx: Queryable): Promise<void> {
  const admin = (await tx.query<{ user_id: string }>("SELECT user_id FROM users WHERE role_name = 'Admin' LIMIT 1"))
    .rows[0].user_id;
  for (const clientId of ['CL1001', 'CL1002', 'CL1003']) {
    const plan = [clientId, JSON.stringify(PLAN.payoutFee), JSON.stringify(PLAN.payoutFxFee), admin];
    await tx.query(
      'INSERT INTO fee_plans (client_id, payout_fee, payout_fx_fee, updated_by) VALUES ($1, $2, $3, $4)',
      plan,
    );
    await tx.query(
      `INSERT INTO client_remarks (client_id, client_status, remark, user_id, user_role, user_name)
       VALUES ($1, 'Approved', 'KYC documents verified; fee plan agreed', $2, 'Admin', 'Meera Pillai')`,
      [clientId, admin],
    );
  }
  const file = (documentType: string, fileName: string) =>
    storeDocument(tx, AWAITING, {
      documentType,
      documentSubType: '',
      fileName,
      contentType: 'application/pdf',
      content: demoPdf(fileName),
    });
  const details = {
    firstName: 'Farhan',
    lastName: 'Qureshi',
    mobile: '9876500012',
    mobileCountryCode: '+91',
    email: 'review@demo.test',
    businessLegalName: AWAITING_NAME,
    businessCategory: 'Manufacturer',
    businessType: 'Partnership',
    address1: '22 Vaniyambadi Road',
    address2: 'Ambur',
    country: 'IN',
    state: 'Tamil Nadu',
    city: 'Vellore',
    pinCode: '635802',
    webSite: 'www.coromandelleather.in',
    businessDescription: 'Finished leather and leather footwear uppers for European buyers',
    clientIndustry: ['leather'],
    estimatedMonthlyVolume: 1800000,
    estimatedCurrency: 'INR',
    allowedCurrency: ['USD', 'GBP', 'EUR'],
    gstFile: await file('GSTIN', 'gst-certificate.pdf'),
    iecFile: await file('IEC', 'iec-certificate.pdf'),
  };
  await saveInformation(tx, AWAITING, details, Object.keys(details));
  await savePrimaryAccount(
    tx,
    AWAITING,
    {
      accountType: 'bank',
      accountHolderName: AWAITING_NAME.toUpperCase(),
      accountNumber: '91802004561234',
      ifscCode: 'UTIB0000812',
      currency: 'INR',
    },
    { isVerified: true, bankResponse: { accountHolderName: AWAITING_NAME.toUpperCase() } },
  );
}
