// The route policy: who may call each route, read by a test that calls every route Fastify registered as every
// kind of caller, over a real socket and through odd request targets. A route missing here, or declaring no response
// schemas, fails the test.
import { request as httpRequest } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from './auth/sessions';
import type { ConsoleKind } from './config';
import type { Db } from './db/db';
import type { DeclaredAccess, Operation, ResourceDeclaration } from './resources/resource';
import { resourceEntities } from './schemas';
import { openTestDb, testApp, tokenFor } from './testing/test-app';

/** Roles a console may hold, or 'any' (every signed-in user of the console), or 'none'. */
type Allowed = 'any' | 'none' | string[];

/** A route's audience: open to all, or who may call it in each console, and whether it works on the caller's own client. */
type Policy = 'public' | { client: Allowed; admin: Allowed; ownClient?: boolean };

const ANY_SIGNED_IN: Policy = { client: 'any', admin: 'any' };
const ADMIN_ONLY: Policy = { client: 'none', admin: ['Admin'] };
const CLIENT_ONLY: Policy = { client: 'any', admin: 'none' };
const OWN_CLIENT: Policy = { client: 'any', admin: ['Admin'], ownClient: true };
const DOCUMENTS: Policy = {
  client: ['Client Back-office Admin', 'Service Exporter'],
  admin: ['Admin'],
  ownClient: true,
};

/** System Config's Add Bank Accounts: the client console's roles whose menu has it, on their own client only. */
const SYSTEM_CONFIG_ACCOUNTS: Policy = {
  client: ['Client Back-office Admin', 'Service Exporter'],
  admin: 'none',
  ownClient: true,
};
/** Add User and Users (issue 31): a client's back-office admin for its own client's users, the Admin for everyone's. */
const USERS: Policy = { client: ['Client Back-office Admin'], admin: ['Admin'], ownClient: true };
/** Inviting, changing a role and resending: the client console's back-office admin alone. */
const CLIENT_USERS: Policy = { client: ['Client Back-office Admin'], admin: 'none', ownClient: true };

/** Reversals: the client console's roles whose menu has them, on their own client's payments; the Admin all. */
const REVERSALS: Policy = { client: ['Client Back-office Admin'], admin: ['Admin'], ownClient: true };
/** Reversing a payment (and choosing its customer): the client's back-office admin alone, on its own payments. */
const REVERSE: Policy = { client: ['Client Back-office Admin'], admin: 'none', ownClient: true };

/** Add Customers and the payer choice of a request (issue 30): every client role whose menu has them, own client. */
const PAYERS: Policy = {
  client: ['Client Exporter', 'Client Importer', 'Client Back-office Admin', 'Service Exporter', 'Document manager'],
  admin: 'none',
};
/** Reading payers and payment requests (issue 30): those client roles on their own client; the Admin names one. */
const PAYERS_READ: Policy = {
  client: ['Client Exporter', 'Client Importer', 'Client Back-office Admin', 'Service Exporter', 'Document manager'],
  admin: ['Admin'],
  ownClient: true,
};
/** Start Shipment (issue 30): the client roles whose menu has it; Receive Payments: the Service Exporter's. */
const SHIPMENTS: Policy = {
  client: ['Client Exporter', 'Client Importer', 'Client Back-office Admin', 'Document manager'],
  admin: 'none',
};
const RECEIVE_PAYMENTS: Policy = { client: ['Service Exporter'], admin: 'none' };

/**
 * The generic resource route's audience, read from each entity file's own `x-resource` (not from the server's reading
 * of it, which this test checks): lists by `access`, writes by `writeAccess` when declared; a client resource works
 * on the caller's own client.
 */
function resourcePolicies(): Record<string, Policy> {
  const policy = (access: DeclaredAccess, ownClient: boolean): Policy => {
    const allowed = (kind: ConsoleKind): Allowed =>
      access.consoles && !access.consoles.includes(kind) ? 'none' : (access.rolesIn?.[kind] ?? 'none');
    return { client: allowed('client'), admin: allowed('admin'), ...(ownClient ? { ownClient } : {}) };
  };
  return Object.fromEntries(
    resourceEntities().flatMap(({ id, json }) => {
      const declared = (json as { 'x-resource': ResourceDeclaration })['x-resource'];
      const ownClient = (declared.scope ?? 'client') === 'client';
      const read = policy(declared.access, ownClient);
      const write = declared.writeAccess ? policy(declared.writeAccess, ownClient) : read;
      const path = `/api/resources/${id}`;
      const routes: [Operation, string, Policy][] = [
        ['list', `GET ${path}`, read],
        ['create', `POST ${path}`, write],
        ['update', `PUT ${path}`, write],
        ['remove', `POST ${path}/remove`, write],
      ];
      const offered = declared.operations ?? routes.map(([operation]) => operation);
      return routes
        .filter(([operation]) => offered.includes(operation))
        .map(([, route, audience]) => [route, audience]);
    }),
  );
}

/** The Schema Lab (issue 34): the admin console's Admin and Product Analyst, whose menu is the lab alone. */
const SCHEMA_LAB: Policy = { client: 'none', admin: ['Admin', 'Product Analyst'] };

/** Every route, by method and path as Fastify registers it. Changing who may call a route means changing this line. */
const POLICY: Record<string, Policy> = {
  'GET /api/health': 'public',
  'POST /api/auth/otp/generate': 'public',
  'POST /api/auth/otp/verify': 'public',
  'POST /api/auth/sign-in': 'public',
  'POST /api/auth/token-sign-in': 'public',
  'GET /api/auth/email-exists': 'public',
  'GET /api/auth/mobile-exists': 'public',
  'GET /api/auth/referral-check': 'public',
  'GET /api/countries/active': 'public',
  'POST /api/auth/sign-up': 'public',
  'POST /api/auth/save-mobile': CLIENT_ONLY,
  'POST /api/auth/reset-link': 'public',
  'POST /api/auth/reset-password': 'public',
  'POST /api/auth/change-password': ANY_SIGNED_IN,
  'POST /api/auth/logout': ANY_SIGNED_IN,
  'GET /api/auth/privileges': ANY_SIGNED_IN,
  'GET /api/shipments/count': CLIENT_ONLY,
  'GET /api/dashboard/client': {
    client: ['Client Exporter', 'Client Importer', 'Client Back-office Admin', 'Service Exporter'],
    admin: 'none',
    ownClient: true,
  },
  'GET /api/dashboard/documents': { client: ['Document manager'], admin: 'none', ownClient: true },
  'GET /api/dashboard/admin': ADMIN_ONLY,
  'GET /api/scrips': {
    client: ['Client Exporter', 'Client Importer', 'Client Back-office Admin', 'Document manager'],
    admin: 'none',
    ownClient: true,
  },
  'GET /api/dev/identity': 'public',
  'GET /api/dev/outbox': 'public',
  'POST /api/images': ANY_SIGNED_IN,
  'POST /api/images/download': ANY_SIGNED_IN,
  'GET /api/masters/currencies': ANY_SIGNED_IN,
  'PUT /api/masters/currencies/:countryCode/status': ADMIN_ONLY,
  'GET /api/masters/purpose-codes': ANY_SIGNED_IN,
  'PUT /api/masters/purpose-codes/:purposeCode/status': ADMIN_ONLY,
  'GET /api/masters/roles': ADMIN_ONLY,
  'GET /api/masters/roles/active': ADMIN_ONLY,
  'PUT /api/masters/roles/:roleId/status': ADMIN_ONLY,
  'GET /api/masters/access': ADMIN_ONLY,
  'GET /api/masters/actions': ADMIN_ONLY,
  'POST /api/masters/access': ADMIN_ONLY,
  'GET /api/masters/hs-codes': ADMIN_ONLY,
  'GET /api/masters/hs-codes/active': ANY_SIGNED_IN,
  'GET /api/masters/industries': ADMIN_ONLY,
  'POST /api/masters/hs-codes/validate': ADMIN_ONLY,
  'POST /api/masters/hs-codes': ADMIN_ONLY,
  'PUT /api/masters/hs-codes/:hsCode/status': ADMIN_ONLY,
  'GET /api/client/hs-codes': CLIENT_ONLY,
  'POST /api/client/hs-codes': CLIENT_ONLY,
  'PUT /api/client/hs-codes/:hsCode/status': CLIENT_ONLY,
  'GET /api/lists/:name': ANY_SIGNED_IN,
  'GET /api/onboarding/client': OWN_CLIENT,
  'POST /api/onboarding/basic': OWN_CLIENT,
  'POST /api/onboarding/business': OWN_CLIENT,
  'POST /api/onboarding/documents': OWN_CLIENT,
  'POST /api/onboarding/stakeholder-documents': OWN_CLIENT,
  'GET /api/onboarding/documents/:documentId': OWN_CLIENT,
  'POST /api/onboarding/ocr': OWN_CLIENT,
  'POST /api/onboarding/validate-pan': OWN_CLIENT,
  'POST /api/onboarding/stakeholders/owner': OWN_CLIENT,
  'POST /api/onboarding/stakeholders': OWN_CLIENT,
  'POST /api/onboarding/stakeholders/remove': OWN_CLIENT,
  'POST /api/onboarding/verification': OWN_CLIENT,
  'POST /api/onboarding/bank/validate': OWN_CLIENT,
  'POST /api/onboarding/bank/validate-swift': OWN_CLIENT,
  'POST /api/onboarding/bank': OWN_CLIENT,
  'POST /api/onboarding/submit': OWN_CLIENT,
  'GET /api/onboarding/clients': ADMIN_ONLY,
  'POST /api/transactions': {
    client: ['Client Exporter', 'Client Importer', 'Client Back-office Admin', 'Service Exporter'],
    admin: ['Admin'],
    ownClient: true,
  },
  'POST /api/transactions/reject': ADMIN_ONLY,
  'POST /api/transactions/retry': ADMIN_ONLY,
  'GET /api/partners/active': ADMIN_ONLY,
  'GET /api/partner-onboarding/clients': ADMIN_ONLY,
  'POST /api/partner-onboarding/status': ADMIN_ONLY,
  'POST /api/partner-onboarding/client': ADMIN_ONLY,
  'POST /api/partner-onboarding/kyc': ADMIN_ONLY,
  'POST /api/partner-onboarding/payout-bank': ADMIN_ONLY,
  'POST /api/partner-onboarding/fee-plan': ADMIN_ONLY,
  'POST /api/partner-onboarding/account-settings': ADMIN_ONLY,
  'POST /api/partner-onboarding/activate': ADMIN_ONLY,
  'GET /api/financing': ADMIN_ONLY,
  'GET /api/financing/list/:status': ADMIN_ONLY,
  'GET /api/financing/partners': ADMIN_ONLY,
  'POST /api/financing/send': ADMIN_ONLY,
  'POST /api/financing/upload': ADMIN_ONLY,
  'POST /api/financing/status': ADMIN_ONLY,
  'GET /api/financing/documents/:documentId': ADMIN_ONLY,
  'POST /api/reversals': REVERSALS,
  'GET /api/reversals/currencies': REVERSALS,
  'POST /api/reversals/details': REVERSALS,
  'GET /api/reversals/customers': REVERSE,
  'POST /api/reversals/send': REVERSE,
  'POST /api/reversals/status': ADMIN_ONLY,
  'GET /api/payment-requests/:requestId/efira': {
    client: ['Client Exporter', 'Client Importer', 'Client Back-office Admin', 'Document manager', 'Service Exporter'],
    admin: ['Admin'],
    ownClient: true,
  },
  'GET /api/payment-requests/:requestId/efira/file': {
    client: ['Client Exporter', 'Client Importer', 'Client Back-office Admin', 'Document manager', 'Service Exporter'],
    admin: ['Admin'],
    ownClient: true,
  },
  'GET /api/clients/active': ADMIN_ONLY,
  'GET /api/clients/:clientId/primary-bank-account': ADMIN_ONLY,
  'GET /api/clients/:clientId': ADMIN_ONLY,
  'POST /api/clients/validate-gstin': ADMIN_ONLY,
  'POST /api/clients/validate-iec': ADMIN_ONLY,
  'POST /api/clients/status': ADMIN_ONLY,
  'POST /api/fee-plans/get': ADMIN_ONLY,
  'POST /api/fee-plans': ADMIN_ONLY,
  'GET /api/clients/:clientId/ebrc': ADMIN_ONLY,
  'POST /api/clients/ebrc/upload': ADMIN_ONLY,
  'POST /api/clients/ebrc': ADMIN_ONLY,
  'POST /api/quote': 'public',
  'GET /api/profile': ANY_SIGNED_IN,
  'GET /api/subscriptions/plan-names': ADMIN_ONLY,
  'GET /api/subscriptions/accessibility': ADMIN_ONLY,
  'GET /api/subscriptions': ADMIN_ONLY,
  'GET /api/subscriptions/exists/:planId': ADMIN_ONLY,
  'GET /api/subscriptions/:planDetailId': ADMIN_ONLY,
  'POST /api/subscriptions/status': ADMIN_ONLY,
  'POST /api/subscriptions': ADMIN_ONLY,
  'POST /api/profile': ANY_SIGNED_IN,
  'POST /api/profile/mobile/verify': ANY_SIGNED_IN,
  'GET /api/documents': DOCUMENTS,
  'POST /api/documents/upload': DOCUMENTS,
  'POST /api/documents': DOCUMENTS,
  'PUT /api/documents': DOCUMENTS,
  'GET /api/documents/:documentId': DOCUMENTS,
  'POST /api/documents/share': DOCUMENTS,
  'GET /api/alerts': {
    client: ['Client Exporter', 'Client Importer', 'Client Back-office Admin', 'Document manager', 'Service Exporter'],
    admin: 'none',
    ownClient: true,
  },
  'POST /api/alerts': {
    client: ['Client Exporter', 'Client Importer', 'Client Back-office Admin', 'Document manager', 'Service Exporter'],
    admin: 'none',
    ownClient: true,
  },
  'GET /api/virtual-accounts/currencies': {
    client: ['Client Exporter', 'Client Importer', 'Client Back-office Admin', 'Service Exporter'],
    admin: ['Admin'],
  },
  'GET /api/virtual-accounts': {
    client: ['Client Exporter', 'Client Importer', 'Client Back-office Admin', 'Service Exporter'],
    admin: ['Admin'],
    ownClient: true,
  },
  'POST /api/virtual-accounts': {
    client: ['Client Exporter', 'Client Importer', 'Client Back-office Admin', 'Service Exporter'],
    admin: ['Admin'],
    ownClient: true,
  },
  'GET /api/client-config/entries': { client: ['Client Back-office Admin', 'Service Exporter'], admin: 'none' },
  'GET /api/payers': PAYERS_READ,
  'POST /api/payers': PAYERS,
  'PUT /api/payers/:payerId': PAYERS,
  'GET /api/payment-requests': PAYERS_READ,
  'GET /api/payment-requests/choices': PAYERS,
  'POST /api/shipments': SHIPMENTS,
  'POST /api/receive-payments': RECEIVE_PAYMENTS,
  'POST /api/payment-requests/upload': PAYERS,
  'GET /api/payment-requests/documents/:documentId': PAYERS,
  'GET /api/payment-requests/:requestId': PAYERS_READ,
  'GET /api/payment-requests/:requestId/events': PAYERS_READ,
  'POST /api/payment-requests/:requestId/send': PAYERS,
  'POST /api/payment-requests/:requestId/financing': SHIPMENTS,
  'GET /api/client-config/accounts': SYSTEM_CONFIG_ACCOUNTS,
  'POST /api/client-config/accounts': SYSTEM_CONFIG_ACCOUNTS,
  'POST /api/client-config/accounts/primary': SYSTEM_CONFIG_ACCOUNTS,
  'POST /api/client-config/accounts/remove': SYSTEM_CONFIG_ACCOUNTS,
  'GET /api/client-config/ebrc': { client: ['Client Back-office Admin'], admin: 'none', ownClient: true },
  'GET /api/users': USERS,
  'POST /api/users/deactivate': USERS,
  'POST /api/users/reactivate': USERS,
  'POST /api/users/invite': CLIENT_USERS,
  'POST /api/users/role': CLIENT_USERS,
  'POST /api/users/resend-invitation': CLIENT_USERS,
  'GET /api/schema-lab/declarations': SCHEMA_LAB,
  'POST /api/schema-lab/check': SCHEMA_LAB,
  'GET /api/schema-lab/versions': SCHEMA_LAB,
  'POST /api/schema-lab/impact': SCHEMA_LAB,
  'POST /api/schema-lab/publish': SCHEMA_LAB,
  'POST /api/schema-lab/rollback': SCHEMA_LAB,
  // The declarations in force and their modules (issue 34): public, as the built app's own chunks are.
  'GET /api/declarations-in-force': 'public',
  'GET /published/:kind/:file': 'public',
  ...resourcePolicies(),
};

/** Values for path parameters: real seeded keys, so a leak would reach data. */
const PARAMS: Record<string, string> = {
  countryCode: 'US',
  purposeCode: 'P0101',
  incoterm: 'FOB',
  roleId: '3',
  hsCode: '52010010',
  name: 'countries',
  documentId: '00000000-0000-4000-8000-000000000000',
  clientId: 'CL1002',
  requestId: 'PRQ000000000000',
};

/** One caller: which console's port it uses and the token it sends (none for anonymous). */
interface Caller {
  name: string;
  port: ConsoleKind;
  token?: string;
  /** The console and role the token was issued for, which is what the policy judges. */
  holds?: { console: ConsoleKind; role: string };
}

/** A seeded client of another client's user, for the own-client checks (exporter@demo.test is CL1001). */
const FOREIGN_CLIENT = 'CL1002';

let db: Db;
const apps = {} as Record<ConsoleKind, FastifyInstance>;
const ports = {} as Record<ConsoleKind, number>;
const callers: Caller[] = [];

/** Sends a request as the caller, with the target exactly as given. */
function send(caller: Caller, method: string, target: string, body?: string, host?: string) {
  const headers: Record<string, string> = { host: host ?? `127.0.0.1:${ports[caller.port]}` };
  if (caller.token) headers.authorization = `Bearer ${caller.token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port: ports[caller.port], method, path: target, headers }, (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

const pathOf = (url: string) => url.replace(/:(\w+)/g, (_match, name: string) => PARAMS[name] ?? '1');

/** Whether the policy lets this caller through the access check of a route. */
function allows(policy: Policy, caller: Caller): boolean {
  if (policy === 'public') return true;
  if (!caller.holds || caller.holds.console !== caller.port) return false;
  const allowed = policy[caller.port];
  return allowed === 'any' || (Array.isArray(allowed) && allowed.includes(caller.holds.role));
}

/** A token for a user of a role in a console; an admin-console user of another role is made for the role checks. */
async function tokenOf(email: string, console: ConsoleKind): Promise<string> {
  return tokenFor(db, email, console);
}

beforeAll(async () => {
  db = await openTestDb();
  for (const kind of ['client', 'admin'] as const) {
    apps[kind] = (await testApp({ db, console: kind })).app;
    await apps[kind].listen({ port: 0, host: '127.0.0.1' });
    ports[kind] = (apps[kind].server.address() as { port: number }).port;
  }
  await db.query(
    `INSERT INTO users (user_id, console, email, role_name) VALUES ('USPOLICY1', 'admin', 'support@policy.test', 'Support')`,
  );
  const clientUsers: [string, string][] = [
    ['Client Exporter', 'exporter@demo.test'],
    ['Client Importer', 'importer@demo.test'],
    ['Client Back-office Admin', 'backoffice@demo.test'],
    ['Service Exporter', 'service@demo.test'],
    ['Document manager', 'documents@demo.test'],
  ];
  callers.push({ name: 'anonymous on the client console', port: 'client' });
  callers.push({ name: 'anonymous on the admin console', port: 'admin' });
  for (const [role, email] of clientUsers) {
    const token = await tokenOf(email, 'client');
    callers.push({ name: role, port: 'client', token, holds: { console: 'client', role } });
    callers.push({
      name: `${role}'s token on the admin console`,
      port: 'admin',
      token,
      holds: { console: 'client', role },
    });
  }
  const adminToken = await tokenOf('admin@demo.test', 'admin');
  callers.push({ name: 'Admin', port: 'admin', token: adminToken, holds: { console: 'admin', role: 'Admin' } });
  callers.push({
    name: "Admin's token on the client console",
    port: 'client',
    token: adminToken,
    holds: { console: 'admin', role: 'Admin' },
  });
  const analystToken = await tokenOf('analyst@demo.test', 'admin');
  callers.push({
    name: 'Product Analyst',
    port: 'admin',
    token: analystToken,
    holds: { console: 'admin', role: 'Product Analyst' },
  });
  const support = await createSession(db, 'USPOLICY1', 'admin');
  callers.push({
    name: 'an admin-console Support user',
    port: 'admin',
    token: support,
    holds: { console: 'admin', role: 'Support' },
  });
});
afterAll(async () => {
  await apps.client?.close();
  await apps.admin?.close();
  await db.close();
});

/** Every route both apps registered, as 'METHOD /path' (HEAD copies of GET left out). */
const registered = (app: FastifyInstance) =>
  app.registeredRoutes.flatMap((route) =>
    (Array.isArray(route.method) ? route.method : [route.method])
      .filter((method) => method !== 'HEAD')
      .map((method) => `${method} ${route.url}`),
  );

describe('the route policy', () => {
  it('names every registered route, and only those', () => {
    const routes = new Set([...registered(apps.client), ...registered(apps.admin)]);
    expect([...routes].filter((route) => !(route in POLICY))).toEqual([]);
    expect(Object.keys(POLICY).filter((route) => !routes.has(route))).toEqual([]);
  });

  it('declares the responses of every registered route: its success and the envelope refusals', () => {
    const declares = (response: unknown) =>
      typeof response === 'object' &&
      response !== null &&
      Object.keys(response).some((status) => /^2\d\d$/.test(status)) &&
      '4xx' in response &&
      '5xx' in response;
    const undeclared = [...apps.client.registeredRoutes, ...apps.admin.registeredRoutes]
      .filter((route) => route.method !== 'HEAD' && !declares(route.schema?.response))
      .map((route) => `${String(route.method)} ${route.url}`);
    expect([...new Set(undeclared)]).toEqual([]);
  });

  it('refuses every caller it does not name, on every route, before the route reads anything', async () => {
    const leaks: string[] = [];
    for (const [route, policy] of Object.entries(POLICY)) {
      const [method, url] = route.split(' ');
      for (const caller of callers.filter((candidate) => !allows(policy, candidate))) {
        const res = await send(caller, method, pathOf(url), method === 'GET' ? undefined : '{}');
        if (![401, 403].includes(res.status)) leaks.push(`${route} as ${caller.name}: ${res.status} ${res.body}`);
      }
    }
    expect(leaks).toEqual([]);
  });

  it("refuses a client user another client's id on every own-client route", async () => {
    const exporter = callers.find((caller) => caller.name === 'Client Exporter')!;
    const leaks: string[] = [];
    for (const [route, policy] of Object.entries(POLICY)) {
      if (policy === 'public' || !policy.ownClient) continue;
      const [method, url] = route.split(' ');
      const target = `${pathOf(url)}?clientId=${FOREIGN_CLIENT}`;
      const body = method === 'GET' ? undefined : JSON.stringify({ clientId: FOREIGN_CLIENT });
      const res = await send(exporter, method, target, body);
      if (res.status < 300 || res.status >= 500) leaks.push(`${route}: ${res.status} ${res.body}`);
    }
    expect(leaks).toEqual([]);
  });

  it('refuses every route through odd request targets, whoever calls', async () => {
    const admin = callers.find((caller) => caller.name === 'Admin')!;
    const exporter = callers.find((caller) => caller.name === 'Client Exporter')!;
    const leaks: string[] = [];
    for (const route of Object.keys(POLICY)) {
      const [method, url] = route.split(' ');
      const path = pathOf(url);
      for (const caller of [admin, exporter]) {
        const port = ports[caller.port];
        // The path's first segment ('/api/', or '/published/' for the published declarations' modules).
        const root = `/${path.split('/')[1]}/`;
        const odd = [
          `http://evil.example${path}`,
          `/${path}`,
          path.replace(root, `${root}./`),
          path.replace(root, `${root}x/../`),
          path.replace(root, `${root}%2e%2e${root}`),
          path.replace(root, `${root.slice(0, -1)}%2f`),
        ];
        for (const target of odd) {
          const res = await send(caller, method, target, method === 'GET' ? undefined : '{}');
          if (res.status !== 400) leaks.push(`${route} as ${caller.name} via ${target}: ${res.status}`);
        }
        const foreignHost = await send(caller, method, path, method === 'GET' ? undefined : '{}', 'evil.example');
        if (foreignHost.status !== 400) leaks.push(`${route} with Host evil.example: ${foreignHost.status}`);
        const absolute = await send(
          { name: 'anonymous', port: caller.port },
          method,
          `http://127.0.0.1:${port}${path}`,
        );
        if (POLICY[route] !== 'public' && ![401, 403].includes(absolute.status))
          leaks.push(`${route} anonymous in absolute form: ${absolute.status}`);
      }
    }
    expect(leaks).toEqual([]);
  });
});
