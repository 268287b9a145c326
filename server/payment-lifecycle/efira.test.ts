// The e-FIRA PDF: a well-formed one-page PDF that states every figure the advice must carry, in the Indian grouping.
import { describe, expect, it } from 'vitest';
import { efiraPdf, efiraRows, type EfiraContent } from './efira-pdf';
import { indianGrouping } from './money';
import { pdfString } from './pdf';

const CONTENT: EfiraContent = {
  efiraNumber: 'EF-TPABCD2345',
  reference: 'TPABCD2345',
  invoiceNumber: 'KTX/2026/0142',
  paymentId: 'PAYABCDEF123456',
  creditedAt: new Date('2026-11-20T10:00:00Z'),
  remitter: { name: 'Le Marché des Épices (Lyon) SARL', address: '8 Rue de la République, Lyon', country: 'FR' },
  beneficiary: { name: 'Kaveri Textiles Pvt Ltd', account: 'XXXX7891', ifsc: 'HDFC0001234' },
  foreignAmount: '1234567.89',
  foreignCurrency: 'EUR',
  fxRate: '89.784700',
  grossInr: '110845758.23',
  charges: '1108457.58',
  inrCredited: '109737300.65',
  purposeCode: 'P0102',
  purposeDescription: 'Realisation of export bills (in respect of goods) sent on collection',
};

describe('the e-FIRA', () => {
  const pdf = efiraPdf(CONTENT).toString('latin1');

  it('states the remitter, beneficiary, amounts, rate, charges, purpose, date and reference', () => {
    expect(Object.fromEntries(efiraRows(CONTENT))).toEqual({
      'e-FIRA number': 'EF-TPABCD2345',
      'Date of credit': '20/11/2026',
      'Payment reference': 'TPABCD2345',
      'Invoice number': 'KTX/2026/0142',
      'Payment ID': 'PAYABCDEF123456',
      Remitter: 'Le Marché des Épices (Lyon) SARL',
      'Remitter address': '8 Rue de la République, Lyon',
      'Remitter country': 'FR',
      Beneficiary: 'Kaveri Textiles Pvt Ltd',
      'Beneficiary account': 'XXXX7891',
      'Beneficiary IFSC': 'HDFC0001234',
      'Foreign amount': 'EUR 12,34,567.89',
      'FX rate': '1 EUR = INR 89.7847',
      'INR equivalent': 'INR 11,08,45,758.23',
      Charges: 'INR 11,08,457.58',
      'INR credited': 'INR 10,97,37,300.65',
      'Purpose code': 'P0102 - Realisation of export bills (in respect of goods) sent on collection',
    });
  });

  it('draws every row on the page, escaped as PDF text', () => {
    for (const [label, value] of efiraRows(CONTENT)) {
      expect(pdf).toContain(pdfString(label));
      expect(pdf).toContain(pdfString(value));
    }
    expect(pdf).toContain('(Le Marché des Épices \\(Lyon\\) SARL)');
  });

  it('is a well-formed PDF: header, every object where the cross-reference table says, trailer', () => {
    expect(pdf.startsWith('%PDF-1.4\n')).toBe(true);
    expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true);
    const xrefAt = Number(/startxref\n(\d+)/.exec(pdf)![1]);
    expect(pdf.slice(xrefAt, xrefAt + 4)).toBe('xref');
    const offsets = [...pdf.slice(xrefAt).matchAll(/^(\d{10}) 00000 n $/gm)].map((match) => Number(match[1]));
    expect(offsets).toHaveLength(7);
    offsets.forEach((offset, index) => expect(pdf.slice(offset).startsWith(`${index + 1} 0 obj`)).toBe(true));
    const stream = /<< \/Length (\d+) >>\nstream\n/.exec(pdf)!;
    const start = stream.index + stream[0].length;
    expect(pdf.slice(start + Number(stream[1]), start + Number(stream[1]) + 10)).toBe('\nendstream');
  });

  it('writes characters beyond Latin-1 as ? and groups in the Indian way', () => {
    expect(pdfString('₹ 5 \\ x')).toBe('(? 5 \\\\ x)');
    expect(indianGrouping('0.5')).toBe('0.50');
    expect(indianGrouping('999.999')).toBe('1,000.00');
    expect(indianGrouping('-1234567')).toBe('-12,34,567.00');
  });
});
