// Actions of the example declarations under schemas/examples: fixed sample records kept in memory, no server.
import { message } from '../../engine/core/message';

const PAYOUTS = [
  ['PO-1001', 'Acme Imports Ltd', 'HSBC UK', '12345678', 125000, 'USD', 2500, '2025-04-03', 'pending'],
  ['PO-1002', 'Nordic Traders AB', 'SEB', '55501234', 48250.5, 'EUR', 965, '2025-05-11', 'settled'],
  ['PO-1003', 'Gulf Foods LLC', 'Emirates NBD', '10203040', 1850000, 'INR', 0, '2025-06-20', 'cancelled'],
  ['PO-1004', 'Pacific Tools Inc', 'Chase', '99887766', 7400, 'USD', 148, '2025-07-02', 'rejected'],
  ['PO-1005', 'Acme Imports Ltd', 'HSBC UK', '12345678', 64000, 'GBP', 1280, '2025-08-15', 'pending'],
  ['PO-1006', 'Lanka Spices PLC', 'Commercial Bank', '70801122', 325000, 'INR', 0, '2025-09-09', 'cancelled'],
].map(([payoutId, beneficiary, bankName, accountNumber, amount, currency, fee, payoutDate, payoutStatus]) => ({
  payoutId,
  beneficiary,
  bankName,
  accountNumber,
  amount,
  currency,
  fee,
  payoutDate,
  payoutStatus,
}));

const CLIENT = {
  clientId: 'CL-EX-1',
  legalName: 'Example Exports Pvt Ltd',
  pan: 'AAACE1234F',
  clientType: 'company',
  clientStatus: 'pending',
  onboardedOn: '2025-03-14',
  email: 'accounts@example.test',
  mobile: '9876500042',
  city: 'Pune',
  state: 'Maharashtra',
};

const remarks: Record<string, string> = {};

/** `examples.*`: the rows and records the example table and page show, and saves that only remember a remark. */
export const exampleActions = {
  'examples.payouts': async () => PAYOUTS.map((row) => ({ ...row, remark: remarks[row.payoutId] })),
  'examples.client': async ({ clientId }: { clientId?: string } = {}) => ({
    ...CLIENT,
    clientId: clientId ?? CLIENT.clientId,
  }),
  'examples.saveRemark': async ({
    payoutId,
    clientId,
    remark,
  }: {
    payoutId?: string;
    clientId?: string;
    remark: string;
  }) => {
    remarks[payoutId ?? clientId ?? ''] = remark;
    return { message: message('examples.remarkSaved') };
  },
  'examples.reinitiatePayout': async ({ payoutId }: { payoutId: string }) => ({
    message: `Payout ${payoutId} will be initiated again`,
  }),
};
