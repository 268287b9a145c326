// Named actions of the admin's client detail (spec 3 sections 2.4 and 7): the client's record, its fee plan as the
// Fees tab's rows, GST and IEC verification, the status update, the e-BRC file and the remark history.
import { request, requestWithMessage } from '../client';
import { upload } from '../upload-on-use';

type Data = Record<string, unknown>;
type Row = Record<string, unknown>;

const clientPath = (clientId: unknown) => `/clients/${encodeURIComponent(String(clientId))}`;

/** The fee plan (spec 3 section 3) as rows told apart by feeType, and back. */
const FEE_TYPES = { payoutFee: 'Payout Fee', payoutFxFee: 'Payout Fx' } as const;

const amount = (value: unknown) => (value === undefined || value === null || value === '' ? 0 : Number(value));

/** Client detail actions by name. */
export const clientDetailActions = {
  'clientDetail.load': ({ clientId }: Data) => request<Data>('GET', clientPath(clientId)),
  'clientDetail.verification': async ({ clientId }: Data) =>
    (await request<{ verification: Data }>('GET', clientPath(clientId))).verification,
  'clientDetail.remarks': async ({ clientId }: Data) =>
    (await request<{ remarkHistory: Row[] }>('GET', clientPath(clientId))).remarkHistory,
  'clientDetail.validateGstin': async ({ clientId, gstNumber }: Data) => {
    const { gstVerified } = await request<{ gstVerified: boolean }>('POST', '/clients/validate-gstin', {
      clientId,
      gstNumber,
    });
    return { valid: gstVerified, status: gstVerified ? 'Valid' : 'Invalid' };
  },
  'clientDetail.validateIec': async ({ clientId, iecNumber }: Data) => {
    const { iecStatus } = await request<{ iecStatus: string }>('POST', '/clients/validate-iec', {
      clientId,
      iecNumber,
    });
    return { valid: iecStatus === 'Valid', status: iecStatus };
  },
  'clientDetail.updateStatus': ({ clientId, iecNumber, gstNumber, remarks, status, gstVerified, iecVerified }: Data) =>
    requestWithMessage('POST', '/clients/status', {
      clientId,
      iecNumber,
      gstNumber,
      remarks,
      status,
      gstVerified,
      iecVerified,
    }),
  'clientDetail.fees': async ({ clientId }: Data) => {
    const plan = await request<Record<keyof typeof FEE_TYPES, Row[]>>('POST', '/fee-plans/get', { clientId });
    return Object.entries(FEE_TYPES).flatMap(([kind, feeType]) =>
      plan[kind as keyof typeof FEE_TYPES].map((entry) => ({ ...entry, feeType })),
    );
  },
  'clientDetail.saveFees': ({ clientId, rows }: Data) => {
    const entries = rows as Row[];
    const of = (feeType: string) => entries.filter((row) => row.feeType === feeType);
    return requestWithMessage('POST', '/fee-plans', {
      clientId,
      payoutFee: of(FEE_TYPES.payoutFee).map((row) => ({
        sourceCurrency: row.sourceCurrency,
        destinationCurrency: row.destinationCurrency,
        fixed: amount(row.fixed),
        minimum: amount(row.minimum),
        variable: amount(row.variable),
      })),
      payoutFxFee: of(FEE_TYPES.payoutFxFee).map((row) => ({
        sourceCurrency: row.sourceCurrency,
        destinationCurrency: row.destinationCurrency,
        variable: amount(row.variable),
        referenceRate: row.referenceRate,
      })),
    });
  },
  'clientDetail.ebrc': ({ clientId }: Data) => request<Data>('GET', `${clientPath(clientId)}/ebrc`),
  'clientDetail.uploadEbrc': ({ clientId, file, onProgress }: Data) =>
    upload<{ documentId: string; documentName: string }>({
      path: '/clients/ebrc/upload',
      limits: { accept: ['text/plain'], maxBytes: 5_000_000 },
      fields: { clientId: String(clientId) },
      files: { file: file as File },
      onProgress: onProgress as ((percent: number) => void) | undefined,
    }),
  'clientDetail.saveEbrc': ({ clientId, ipAddress, ebrcFile }: Data) =>
    requestWithMessage('POST', '/clients/ebrc', { clientId, ipAddress, ebrcFile }),
};
