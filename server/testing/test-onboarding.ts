// Shared pieces of the onboarding server tests: a fresh client to work on, valid form data, multipart bodies.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { DEMO_IDENTITIES } from '../adapters/demo-identities';
import type { ConsoleKind } from '../config';
import type { Db } from '../db/db';
import { demoPdf } from '../seed/demo-pdf';
import { storeDocument, type DocumentRef } from '../onboarding/documents';
import { bearer, tokenFor } from './test-app';

type Data = Record<string, unknown>;

/** A client of its own for one test, with one client-console user signed in. */
export interface FreshClient {
  clientId: string;
  userId: string;
  email: string;
  token: string;
}

/** Creates a client and its user; status null means not onboarded. A Document manager's client has the documentation purpose. */
export async function freshClient(
  db: Db,
  options: { type?: 'Business' | 'Individual'; status?: string | null; role?: string; mobile?: string } = {},
): Promise<FreshClient> {
  const suffix = randomBytes(4).toString('hex').toUpperCase();
  const clientId = `CLT${suffix}`;
  const userId = `UST${suffix}`;
  const email = `user-${suffix.toLowerCase()}@test.example`;
  const type = options.type ?? 'Business';
  await db.query(
    `INSERT INTO clients (client_id, client_type, business_category, client_status, client_purpose) VALUES ($1, $2, $3, $4, $5)`,
    [
      clientId,
      type,
      type === 'Individual' ? 'Service Exporter' : 'Goods Exporter',
      options.status ?? null,
      options.role === 'Document manager' ? 'documentation' : 'payments',
    ],
  );
  await db.query(
    `INSERT INTO users (user_id, client_id, console, email, mobile, first_name, last_name, role_name) VALUES ($1, $2, 'client', $3, $4, 'Test', 'User', $5)`,
    [userId, clientId, email, options.mobile ?? null, options.role ?? 'Client Exporter'],
  );
  return { clientId, userId, email, token: await tokenFor(db, email, 'client') };
}

/** A stored PDF of the client's, as a form references it. */
export const documentOf = (
  db: Db,
  clientId: string,
  documentType = 'GSTIN',
  fileName = 'file.pdf',
): Promise<DocumentRef> =>
  storeDocument(db, clientId, {
    documentType,
    documentSubType: '',
    fileName,
    contentType: 'application/pdf',
    content: demoPdf(fileName),
  });

/** Valid onboarding.business data for a Private Limited company (no files). */
export const businessData = (overrides: Data = {}): Data => ({
  businessLegalName: 'Test Exports Pvt Ltd',
  businessCategory: 'Merchant',
  businessType: 'Private Limited',
  address1: '1 Test Street',
  country: 'IN',
  state: 'Maharashtra',
  city: 'Pune',
  pinCode: '411001',
  webSite: 'www.example.in',
  businessDescription: 'Exports of test goods',
  clientIndustry: ['textiles'],
  estimatedMonthlyVolume: 10000,
  estimatedCurrency: 'INR',
  allowedCurrency: ['USD', 'GBP', 'EUR'],
  ...overrides,
});

/** Valid onboarding.owner data for demo identity n. */
export const ownerData = (n = 0, overrides: Data = {}): Data => {
  const person = DEMO_IDENTITIES[n];
  return {
    name: person.name,
    nameAsPan: person.name,
    pan: person.pan,
    dob: person.dob,
    contact: '9123456780',
    idType: 'AADHAAR',
    idNumber: person.idNumber,
    address: person.address,
    city: person.city,
    state: person.state,
    pincode: person.pincode,
    country: 'IN',
    stakeHolderType: 'owner',
    ...overrides,
  };
};

/** Valid onboarding.stakeholder data for demo identity n, its PAN and address proofs uploaded for the client. */
export async function stakeholderData(
  db: Db,
  clientId: string,
  n: number,
  stakeHolderType: 'director' | 'representative',
  overrides: Data = {},
): Promise<Data> {
  const front = await documentOf(db, clientId, 'POA', 'front.pdf');
  const back = await documentOf(db, clientId, 'POA', 'back.pdf');
  const { idType: _idType, stakeHolderType: _type, ...person } = ownerData(n);
  return {
    ...person,
    document: await documentOf(db, clientId, 'POI', 'pan.pdf'),
    idType: 'AADHAAR',
    poaDocument: { ...front, documentId2: back.documentId, documentName2: back.documentName },
    stakeHolderType,
    ...overrides,
  };
}

/** Valid onboarding.bank data for a bank-type account. */
export const bankData = (accountHolderName: string, accountNumber = '123456789012', overrides: Data = {}): Data => ({
  accountType: 'bank',
  accountHolderName,
  accountNumber,
  accountNumberRe: accountNumber,
  ifscCode: 'HDFC0001234',
  currency: 'INR',
  ...overrides,
});

/** A JSON call as the browser makes it. */
export const call = (
  app: FastifyInstance,
  token: string,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: Data,
) => app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

/** Signs in a seeded user of a console. */
export const signIn = (db: Db, email: string, console: ConsoleKind) => tokenFor(db, email, console);

const BOUNDARY = '----tradepay-test';

/** A file part of a multipart body. */
export interface FilePart {
  field?: string;
  name: string;
  content: Buffer;
}

/** A multipart/form-data body with text fields and files, and the header that names its boundary. */
export function multipart(fields: Record<string, string>, files: FilePart[]) {
  const payload = Buffer.concat([
    ...Object.entries(fields).map(([name, value]) =>
      Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    ),
    ...files.flatMap((file) => [
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    ]),
    Buffer.from(`--${BOUNDARY}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` } };
}

/** A 1x1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
