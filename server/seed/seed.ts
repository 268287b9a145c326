// Demo data for a first start: one user for every role of spec 1 section 3, in the console each belongs to, and clients still to onboard.
import { hashPassword } from '../auth/password';
import type { Db, Queryable } from '../db/db';
import { seedMasters } from './seed-masters';
import { seedOnboarding } from './seed-onboarding';
import { seedTransactions } from './seed-transactions';
import { seedClientDetail } from './seed-client-detail';
import { seedVirtualAccounts } from './seed-virtual-accounts';
import { seedPayers } from './seed-payers';
import { seedDocuments } from './seed-documents';
import { seedPaymentRequests } from './seed-payment-requests';
import { seedPartners } from './seed-partners';
import { seedFinancing } from './seed-financing';
import { seedReversals } from './seed-reversals';
import { seedScrips } from './seed-scrips';

/** A seeded sign-in, printed at start so a tester can use every role. */
export interface DemoUser {
  role: string;
  console: 'client' | 'admin';
  email: string;
  mobile: string;
  password: string;
}

/** The password every demo user shares (it meets spec 1 section 5). */
export const DEMO_PASSWORD = 'Demo@2025';

interface DemoClient {
  clientId: string;
  name: string | null;
  type: 'Business' | 'Individual';
  category: string;
  status: string | null;
  purpose: string;
}

const CLIENTS: DemoClient[] = [
  {
    clientId: 'CL1001',
    name: 'Kaveri Textiles Pvt Ltd',
    type: 'Business',
    category: 'Goods Exporter',
    status: 'Approved',
    purpose: 'payments',
  },
  {
    clientId: 'CL1002',
    name: 'Malabar Spice Imports',
    type: 'Business',
    category: 'Goods Exporter',
    status: 'Approved',
    purpose: 'payments',
  },
  {
    clientId: 'CL1003',
    name: 'Anika Rao Design Studio',
    type: 'Individual',
    category: 'Service Exporter',
    status: 'Approved',
    purpose: 'payments',
  },
  {
    clientId: 'CL1004',
    name: 'Deccan Docs LLP',
    type: 'Business',
    category: 'Goods Exporter',
    status: null,
    purpose: 'documentation',
  },
  // Not onboarded yet, so the wizards can be walked: a company, a sole proprietor, a freelancer, bank failures and
  // a document manager's KYB.
  { clientId: 'CL1005', name: null, type: 'Business', category: 'Goods Exporter', status: null, purpose: 'payments' },
  { clientId: 'CL1006', name: null, type: 'Business', category: 'Goods Exporter', status: null, purpose: 'payments' },
  {
    clientId: 'CL1007',
    name: null,
    type: 'Individual',
    category: 'Service Exporter',
    status: null,
    purpose: 'payments',
  },
  { clientId: 'CL1008', name: null, type: 'Business', category: 'Goods Exporter', status: null, purpose: 'payments' },
  {
    clientId: 'CL1009',
    name: null,
    type: 'Business',
    category: 'Goods Exporter',
    status: null,
    purpose: 'documentation',
  },
  // Submitted its onboarding and waits for the admin's approval (spec 3 section 2.4).
  {
    clientId: 'CL1010',
    name: 'Coromandel Leather Works',
    type: 'Business',
    category: 'Goods Exporter',
    status: 'Approval_In_Progress',
    purpose: 'payments',
  },
];

const USERS: (DemoUser & { clientId: string | null; firstName: string; lastName: string })[] = [
  {
    role: 'Client Exporter',
    console: 'client',
    clientId: 'CL1001',
    email: 'exporter@demo.test',
    mobile: '9876500001',
    firstName: 'Ravi',
    lastName: 'Menon',
    password: DEMO_PASSWORD,
  },
  {
    role: 'Client Importer',
    console: 'client',
    clientId: 'CL1002',
    email: 'importer@demo.test',
    mobile: '9876500002',
    firstName: 'Farah',
    lastName: 'Khan',
    password: DEMO_PASSWORD,
  },
  {
    role: 'Client Back-office Admin',
    console: 'client',
    clientId: 'CL1001',
    email: 'backoffice@demo.test',
    mobile: '9876500003',
    firstName: 'Suresh',
    lastName: 'Iyer',
    password: DEMO_PASSWORD,
  },
  {
    role: 'Service Exporter',
    console: 'client',
    clientId: 'CL1003',
    email: 'service@demo.test',
    mobile: '9876500004',
    firstName: 'Anika',
    lastName: 'Rao',
    password: DEMO_PASSWORD,
  },
  {
    role: 'Document manager',
    console: 'client',
    clientId: 'CL1004',
    email: 'documents@demo.test',
    mobile: '9876500005',
    firstName: 'Vikram',
    lastName: 'Das',
    password: DEMO_PASSWORD,
  },
  {
    role: 'Admin',
    console: 'admin',
    clientId: null,
    email: 'admin@demo.test',
    mobile: '9876500006',
    firstName: 'Meera',
    lastName: 'Pillai',
    password: DEMO_PASSWORD,
  },
  ...[
    ['Client Exporter', 'CL1005', 'onboard@demo.test', '9876500007', 'Arjun', 'Mehta'],
    ['Client Exporter', 'CL1006', 'solo@demo.test', '9876500008', 'Kiran', 'Patil'],
    ['Service Exporter', 'CL1007', 'freelancer@demo.test', '9876500009', 'Neha', 'Joshi'],
    ['Client Exporter', 'CL1008', 'bankfail@demo.test', '9876500010', 'Rahul', 'Verma'],
    ['Document manager', 'CL1009', 'kyb@demo.test', '9876500011', 'Leela', 'Menon'],
    ['Client Back-office Admin', 'CL1010', 'review@demo.test', '9876500012', 'Farhan', 'Qureshi'],
    // A second user of a client (issue 31), so Add User lists more than its admin.
    ['Document manager', 'CL1002', 'papers@demo.test', '9876500013', 'Deepa', 'Nair'],
  ].map(([role, clientId, email, mobile, firstName, lastName]) => ({
    role,
    console: 'client' as const,
    clientId,
    email,
    mobile,
    firstName,
    lastName,
    password: DEMO_PASSWORD,
  })),
  // Issue 34: the admin console's Product Analyst, whose menu is the Schema Lab alone.
  {
    role: 'Product Analyst',
    console: 'admin',
    clientId: null,
    email: 'analyst@demo.test',
    mobile: '9876500015',
    firstName: 'Ishita',
    lastName: 'Bose',
    password: DEMO_PASSWORD,
  },
];

/** Invited by a back-office admin and yet to set a password (issue 31): not a sign-in, so not among the demo users. */
const INVITED = [
  ['US2901', 'CL1001', 'invitee@demo.test', '9876500014', 'Pooja', 'Shah', 'Client Importer', 'backoffice@demo.test'],
];

/** Each seeded client's subscription plan (whose user limit applies once the Admin configures it), and the invited users. */
async function seedUserManagement(tx: Queryable) {
  await tx.query(
    `UPDATE clients SET plan_id = CASE WHEN client_type = 'Individual' THEN 'PLAN_INDIVIDUAL' ELSE 'PLAN_GROWTH' END`,
  );
  for (const [userId, clientId, email, mobile, firstName, lastName, role, invitedBy] of INVITED) {
    await tx.query(
      `INSERT INTO users (user_id, client_id, console, email, mobile, first_name, last_name, role_name, view_tour,
                          invited_at, invited_by)
       VALUES ($1, $2, 'client', $3, $4, $5, $6, $7, true, now(), (SELECT user_id FROM users WHERE email = $8))`,
      [userId, clientId, email, mobile, firstName, lastName, role, invitedBy],
    );
  }
}

/** The demo sign-ins, without touching the database. */
export const demoUsers = (): DemoUser[] =>
  USERS.map(({ role, console, email, mobile, password }) => ({ role, console, email, mobile, password }));

/** Inserts the demo data unless it is there already; returns true when it seeded now. */
export async function seed(db: Db): Promise<boolean> {
  const existing = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
  if (existing.rows[0].n > 0) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    for (const c of CLIENTS) {
      await tx.query(
        `INSERT INTO clients (client_id, client_name, client_type, business_category, client_status, client_purpose, approved_at)
         VALUES ($1, $2, $3, $4, $5, $6, CASE WHEN $5 = 'Approved' THEN now() END)`,
        [c.clientId, c.name, c.type, c.category, c.status, c.purpose],
      );
    }
    for (const [index, u] of USERS.entries()) {
      await tx.query(
        `INSERT INTO users (user_id, client_id, console, email, mobile, first_name, last_name, role_name, password_hash)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [`US${2001 + index}`, u.clientId, u.console, u.email, u.mobile, u.firstName, u.lastName, u.role, passwordHash],
      );
    }
    await seedUserManagement(tx);
    await seedMasters(tx);
    await seedOnboarding(tx);
    await seedTransactions(tx);
    await seedClientDetail(tx);
    await seedVirtualAccounts(tx);
    await seedPayers(tx);
    await seedDocuments(tx);
    await seedPartners(tx);
    await seedFinancing(tx);
    await seedReversals(tx);
    await seedPaymentRequests(tx);
    await seedScrips(tx);
  });
  return true;
}
