// The e-FIRA (electronic Foreign Inward Remittance Advice) as a PDF page: who sent what, at which rate, what was
// charged and what was credited in INR, for which purpose, when, under which reference.
import { message } from '../../src/engine/core/message';
import { indianGrouping } from './money';
import { PAGE, textPdf, type PdfLine } from './pdf';

/** What an e-FIRA states; amounts are exact decimal strings. */
export interface EfiraContent {
  /** The e-FIRA's own number. */
  efiraNumber: string;
  /** The request's reference the buyer quoted, its invoice number and the payout's id. */
  reference: string;
  invoiceNumber: string;
  paymentId: string;
  /** When the INR was credited. */
  creditedAt: Date;
  remitter: { name: string; address: string; country: string };
  beneficiary: { name: string; account: string; ifsc: string };
  foreignAmount: string;
  foreignCurrency: string;
  fxRate: string;
  grossInr: string;
  charges: string;
  inrCredited: string;
  purposeCode: string;
  purposeDescription: string;
}

/** dd/MM/yyyy in India's time. */
export const efiraDate = (date: Date) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Kolkata',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(date);

/** The label and value rows of the advice, in order. */
export const efiraRows = (e: EfiraContent): [string, string][] => [
  [message('efira.number'), e.efiraNumber],
  [message('efira.date'), efiraDate(e.creditedAt)],
  [message('efira.reference'), e.reference],
  [message('efira.invoice'), e.invoiceNumber],
  [message('efira.paymentId'), e.paymentId],
  [message('efira.remitter'), e.remitter.name],
  [message('efira.remitterAddress'), e.remitter.address],
  [message('efira.remitterCountry'), e.remitter.country],
  [message('efira.beneficiary'), e.beneficiary.name],
  [message('efira.beneficiaryAccount'), e.beneficiary.account],
  [message('efira.beneficiaryIfsc'), e.beneficiary.ifsc],
  [message('efira.foreignAmount'), `${e.foreignCurrency} ${indianGrouping(e.foreignAmount)}`],
  [message('efira.fxRate'), `1 ${e.foreignCurrency} = INR ${indianGrouping(e.fxRate, 4)}`],
  [message('efira.inrEquivalent'), `INR ${indianGrouping(e.grossInr)}`],
  [message('efira.charges'), `INR ${indianGrouping(e.charges)}`],
  [message('efira.inrCredited'), `INR ${indianGrouping(e.inrCredited)}`],
  [message('efira.purposeCode'), `${e.purposeCode} - ${e.purposeDescription}`],
];

/** The advice as a one-page PDF. */
export function efiraPdf(e: EfiraContent): Buffer {
  const top = PAGE.height - 70;
  const lines: PdfLine[] = [
    { text: 'e-FIRA', x: 50, y: top, size: 20, bold: true },
    { text: message('efira.title'), x: 130, y: top + 2, size: 12 },
    ...efiraRows(e).flatMap(([label, value], index): PdfLine[] => [
      { text: label, x: 50, y: top - 60 - index * 22, size: 10, bold: true },
      { text: value, x: 200, y: top - 60 - index * 22, size: 10 },
    ]),
    {
      text: message('efira.issuedBy'),
      x: 50,
      y: 80,
      size: 8,
    },
  ];
  return textPdf(`e-FIRA ${e.efiraNumber}`, lines);
}
