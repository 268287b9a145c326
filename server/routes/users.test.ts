// Add User and Users (issue 31): a back-office admin invites, changes roles, deactivates, reactivates and resends within
// its own client and its plan's user limit; the Admin sees and (de)activates everyone; a deactivated user's sessions
// end and it signs in no more, answered as wrong credentials; every refusal changes nothing and every change is audited.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueIdentityToken } from '../auth/identity-provider';
import { encryptPassword } from '../auth/password-crypto';
import type { Db } from '../db/db';
import { openTestDb, testApp } from '../testing/test-app';
import { call, signIn } from '../testing/test-onboarding';
import { BAD_CREDENTIALS } from './auth-sign-in';

let db: Db;
let client: FastifyInstance;
let admin: FastifyInstance;
let backoffice: string;

type Row = { userId: string; email: string; status: string; roleName: string; self: boolean; invitationOpen: boolean };

beforeAll(async () => {
  db = await openTestDb();
  client = (await testApp({ db, console: 'client' })).app;
  admin = (await testApp({ db, console: 'admin' })).app;
  backoffice = await signIn(db, 'backoffice@demo.test', 'client');
});
afterAll(async () => {
  await client.close();
  await admin.close();
  await db.close();
});

const listed = async (app: FastifyInstance, token: string, query = ''): Promise<Row[]> =>
  (await call(app, token, 'GET', `/api/users${query}`)).json().data;
const userIdOf = async (email: string) =>
  (await db.query<{ user_id: string }>('SELECT user_id FROM users WHERE email = $1', [email])).rows[0].user_id;
const invite = (token: string, overrides: Record<string, string> = {}) =>
  call(client, token, 'POST', '/api/users/invite', {
    firstName: 'Nisha',
    lastName: 'Gupta',
    email: 'nisha@kaveri.test',
    mobile: '9811100001',
    roleName: 'Client Importer',
    ...overrides,
  });
const passwordSignIn = (email: string, password: string) =>
  client.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    headers: { authorization: `Basic ${Buffer.from(`${email}:${encryptPassword(password)}`).toString('base64')}` },
  });
const lastLinkTo = async (email: string) => {
  const messages = (await client.outbox.list(db)) as { to: string; link?: string | null }[];
  return messages.find((sent) => sent.to === email && sent.link)?.link ?? '';
};
const userCount = async () => (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM users')).rows[0].n;

describe('Add User: the back-office admin', () => {
  it("lists its own client's users only, itself marked, the seeded invitation open", async () => {
    const rows = await listed(client, backoffice);
    expect(rows.map((row) => row.email).sort()).toEqual(
      ['backoffice@demo.test', 'exporter@demo.test', 'invitee@demo.test'].sort(),
    );
    expect(rows.find((row) => row.email === 'backoffice@demo.test')).toMatchObject({ self: true, status: 'Active' });
    expect(rows.find((row) => row.email === 'invitee@demo.test')).toMatchObject({
      status: 'Invited',
      invitationOpen: true,
    });
    // Naming another client is refused, never answered with its users.
    expect((await call(client, backoffice, 'GET', '/api/users?clientId=CL1002')).statusCode).toBe(403);
  });

  it('invites a Client Importer, who sets a password from the e-mailed link and signs in with that role', async () => {
    const res = await invite(backoffice);
    expect(res.json()).toMatchObject({ responseCode: 200, message: 'Invitation sent successfully' });
    const link = await lastLinkTo('nisha@kaveri.test');
    expect(link).toMatch(/\/set-password\/[A-Za-z0-9_-]+$/);
    expect((await passwordSignIn('nisha@kaveri.test', 'Invite@2026')).json().message).toBe(BAD_CREDENTIALS);
    const token = link.split('/').pop()!;
    const set = await client.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: encryptPassword('Invite@2026') },
    });
    expect(set.statusCode).toBe(200);
    const signedIn = (await passwordSignIn('nisha@kaveri.test', 'Invite@2026')).json();
    expect(signedIn.responseCode).toBe(200);
    expect(signedIn.data).toMatchObject({ clientId: 'CL1001', roles: [{ roleName: 'Client Importer' }] });
    const row = (await listed(client, backoffice)).find((user) => user.email === 'nisha@kaveri.test')!;
    expect(row).toMatchObject({ status: 'Active', roleName: 'Client Importer', invitationOpen: false });
    const audit = await db.query('SELECT action, done_by, changes FROM user_audit WHERE user_id = $1', [row.userId]);
    expect(audit.rows).toEqual([
      { action: 'invited', done_by: await userIdOf('backoffice@demo.test'), changes: { roleName: 'Client Importer' } },
    ]);
  });

  it('refuses to invite an Admin or a back-office admin, and an e-mail or mobile already used', async () => {
    const before = await userCount();
    for (const roleName of ['Admin', 'Client Back-office Admin', 'Service Exporter']) {
      const res = await invite(backoffice, { email: 'boss@kaveri.test', mobile: '9811100002', roleName });
      expect(res.statusCode).toBe(400);
    }
    expect((await invite(backoffice, { mobile: '9811100002' })).json()).toMatchObject({
      responseCode: 409,
      message: 'Email Already exist',
    });
    expect((await invite(backoffice, { email: 'other@kaveri.test', mobile: '9876500002' })).json()).toMatchObject({
      responseCode: 409,
      message: 'Mobile number already exists against another user',
    });
    expect(await userCount()).toBe(before);
  });

  it("refuses an invitation beyond the plan's user limit, and a reactivation beyond it", async () => {
    const active = (await listed(client, backoffice)).filter((row) => row.status !== 'Inactive').length;
    await db.query(
      `INSERT INTO subscription_plans (plan_id, plan_details_id, settings, accessibility, updated_by)
       VALUES ('PLAN_GROWTH', 'PDTEST', $1, '[]', 'US2006')`,
      [JSON.stringify({ multiUser: true, userCount: active, periodType: 'monthly' })],
    );
    const before = await userCount();
    expect((await invite(backoffice, { email: 'seat@kaveri.test', mobile: '9811100003' })).json()).toMatchObject({
      responseCode: 409,
      message: `Your subscription plan allows ${active} active users. Deactivate a user or upgrade your plan to add another.`,
    });
    expect(await userCount()).toBe(before);
    const invitee = await userIdOf('invitee@demo.test');
    expect((await call(client, backoffice, 'POST', '/api/users/deactivate', { userId: invitee })).statusCode).toBe(200);
    expect((await invite(backoffice, { email: 'seat@kaveri.test', mobile: '9811100003' })).statusCode).toBe(200);
    const again = await call(client, backoffice, 'POST', '/api/users/reactivate', { userId: invitee });
    expect(again.json().responseCode).toBe(409);
    // A single-user plan allows one.
    await db.query(`UPDATE subscription_plans SET settings = '{"multiUser": false}' WHERE plan_id = 'PLAN_GROWTH'`);
    expect((await invite(backoffice, { email: 'solo@kaveri.test', mobile: '9811100004' })).json().message).toBe(
      'Your subscription plan allows 1 active users. Deactivate a user or upgrade your plan to add another.',
    );
    await db.query(`DELETE FROM subscription_plans WHERE plan_id = 'PLAN_GROWTH'`);
  });

  it('cannot deactivate itself nor change its own role', async () => {
    const self = await userIdOf('backoffice@demo.test');
    expect((await call(client, backoffice, 'POST', '/api/users/deactivate', { userId: self })).json()).toMatchObject({
      responseCode: 409,
      message: 'You cannot deactivate your own account',
    });
    const role = await call(client, backoffice, 'POST', '/api/users/role', {
      userId: self,
      roleName: 'Client Exporter',
    });
    expect(role.json()).toMatchObject({ responseCode: 409, message: 'You cannot change your own role' });
  });

  it("cannot touch another client's user: answered as no such user", async () => {
    const foreign = await userIdOf('importer@demo.test');
    for (const [url, extra] of [
      ['/api/users/deactivate', {}],
      ['/api/users/reactivate', {}],
      ['/api/users/resend-invitation', {}],
      ['/api/users/role', { roleName: 'Client Exporter' }],
    ] as const) {
      const res = await call(client, backoffice, 'POST', url, { userId: foreign, ...extra });
      expect(res.json()).toMatchObject({ responseCode: 404, message: 'User not found' });
    }
    const audits = await db.query('SELECT 1 FROM user_audit WHERE user_id = $1', [foreign]);
    expect(audits.rows).toEqual([]);
  });

  it('changes a role, which applies on the next request of an open session', async () => {
    const exporter = await signIn(db, 'exporter@demo.test', 'client');
    const before = (await call(client, exporter, 'GET', '/api/auth/privileges')).json().data;
    const userId = await userIdOf('exporter@demo.test');
    const res = await call(client, backoffice, 'POST', '/api/users/role', { userId, roleName: 'Document manager' });
    expect(res.json().message).toBe('Role updated successfully');
    const after = (await call(client, exporter, 'GET', '/api/auth/privileges')).json().data;
    expect(after).not.toEqual(before);
    expect((await call(client, exporter, 'GET', '/api/users')).statusCode).toBe(403);
    const audit = await db.query('SELECT changes FROM user_audit WHERE user_id = $1 AND action = $2', [
      userId,
      'role_changed',
    ]);
    expect(audit.rows[0].changes).toEqual({ from: 'Client Exporter', to: 'Document manager' });
    await call(client, backoffice, 'POST', '/api/users/role', { userId, roleName: 'Client Exporter' });
  });

  it('resends an invitation only while it is open; the earlier link stops working', async () => {
    const userId = await userIdOf('seat@kaveri.test');
    const first = await lastLinkTo('seat@kaveri.test');
    const res = await call(client, backoffice, 'POST', '/api/users/resend-invitation', { userId });
    expect(res.json().message).toBe('Invitation sent again');
    const second = await lastLinkTo('seat@kaveri.test');
    expect(second).not.toBe(first);
    const reset = (link: string) =>
      client.inject({
        method: 'POST',
        url: '/api/auth/reset-password',
        payload: { token: link.split('/').pop(), password: encryptPassword('Invite@2026') },
      });
    expect((await reset(first)).statusCode).toBe(400);
    expect((await reset(second)).statusCode).toBe(200);
    const exporter = await userIdOf('exporter@demo.test');
    const refused = await call(client, backoffice, 'POST', '/api/users/resend-invitation', { userId: exporter });
    expect(refused.json()).toMatchObject({
      responseCode: 409,
      message: 'The invitation can be sent again only to a user who has not set a password yet',
    });
  });

  it('is the only role that may call these routes in the client console', async () => {
    const exporter = await signIn(db, 'exporter@demo.test', 'client');
    const userId = await userIdOf('invitee@demo.test');
    expect((await call(client, exporter, 'GET', '/api/users')).statusCode).toBe(403);
    expect((await invite(exporter, { email: 'x@kaveri.test', mobile: '9811100009' })).statusCode).toBe(403);
    expect((await call(client, exporter, 'POST', '/api/users/reactivate', { userId })).statusCode).toBe(403);
  });
});

describe('deactivation', () => {
  it('ends the open sessions at once and refuses every sign-in as wrong credentials', async () => {
    const token = await signIn(db, 'papers@demo.test', 'client');
    expect((await call(client, token, 'GET', '/api/auth/privileges')).statusCode).toBe(200);
    const adminToken = await signIn(db, 'admin@demo.test', 'admin');
    const userId = await userIdOf('papers@demo.test');
    const res = await call(admin, adminToken, 'POST', '/api/users/deactivate', { userId });
    expect(res.json().message).toBe('User deactivated successfully');
    const after = await call(client, token, 'GET', '/api/auth/privileges');
    expect(after.statusCode).toBe(401);
    expect((await passwordSignIn('papers@demo.test', 'Demo@2025')).json()).toMatchObject({
      responseCode: 400,
      message: BAD_CREDENTIALS,
    });
    const identity = await client.inject({
      method: 'POST',
      url: '/api/auth/token-sign-in',
      payload: { loginKey: 'email', loginValue: 'papers@demo.test', token: issueIdentityToken('papers@demo.test') },
    });
    const unknown = await client.inject({
      method: 'POST',
      url: '/api/auth/token-sign-in',
      payload: { loginKey: 'email', loginValue: 'nobody@demo.test', token: issueIdentityToken('nobody@demo.test') },
    });
    expect(identity.json()).toEqual(unknown.json());
    const sentBefore = (await client.outbox.list(db)).length;
    const otp = await client.inject({
      method: 'POST',
      url: '/api/auth/otp/generate',
      payload: { otpKey: 'sign_in', otpFor: 'email', email: 'papers@demo.test' },
    });
    expect(otp.json().message).toBe('OTP sent successfully');
    expect((await client.outbox.list(db)).length).toBe(sentBefore);
  });

  it('the Admin reactivates, and the user signs in again', async () => {
    const adminToken = await signIn(db, 'admin@demo.test', 'admin');
    const userId = await userIdOf('papers@demo.test');
    const res = await call(admin, adminToken, 'POST', '/api/users/reactivate', { userId });
    expect(res.json().message).toBe('User reactivated successfully');
    expect((await passwordSignIn('papers@demo.test', 'Demo@2025')).json().responseCode).toBe(200);
    const actions = await db.query<{ action: string }>('SELECT action FROM user_audit WHERE user_id = $1 ORDER BY id', [
      userId,
    ]);
    expect(actions.rows.map((row) => row.action)).toEqual(['deactivated', 'reactivated']);
  });

  it("keeps a client's last active back-office admin: of two deactivating each other, one stands", async () => {
    await db.query(`UPDATE users SET role_name = 'Client Back-office Admin' WHERE email = 'papers@demo.test'`);
    await db.query(
      `INSERT INTO users (user_id, client_id, console, email, role_name) VALUES ('USBOA2', 'CL1002', 'client', 'boa2@demo.test', 'Client Back-office Admin')`,
    );
    const one = await signIn(db, 'papers@demo.test', 'client');
    const two = await signIn(db, 'boa2@demo.test', 'client');
    const answers = await Promise.all([
      call(client, one, 'POST', '/api/users/deactivate', { userId: 'USBOA2' }),
      call(client, two, 'POST', '/api/users/deactivate', { userId: await userIdOf('papers@demo.test') }),
    ]);
    const codes = answers.map((res) => res.json().responseCode).sort();
    expect(codes[0]).toBe(200);
    expect([401, 409]).toContain(codes[1]);
    const left = await db.query(
      `SELECT count(*)::int AS n FROM users WHERE client_id = 'CL1002' AND role_name = 'Client Back-office Admin' AND deactivated_at IS NULL`,
    );
    expect(left.rows[0].n).toBe(1);
  });
});

describe('Users: the Admin', () => {
  it('lists every user of every client and of the admin console, or one named client', async () => {
    const token = await signIn(db, 'admin@demo.test', 'admin');
    const rows = (await listed(admin, token)) as (Row & { console: string; clientId: string | null })[];
    expect(rows.some((row) => row.console === 'admin' && row.email === 'admin@demo.test' && row.self)).toBe(true);
    expect(rows.filter((row) => row.clientId === 'CL1001').length).toBeGreaterThan(1);
    const one = await listed(admin, token, '?clientId=CL1002');
    expect(new Set(one.map((row) => (row as Row & { clientId: string }).clientId))).toEqual(new Set(['CL1002']));
  });

  it('cannot deactivate itself', async () => {
    const token = await signIn(db, 'admin@demo.test', 'admin');
    const res = await call(admin, token, 'POST', '/api/users/deactivate', {
      userId: await userIdOf('admin@demo.test'),
    });
    expect(res.json()).toMatchObject({ responseCode: 409, message: 'You cannot deactivate your own account' });
  });

  it('may neither invite nor change roles: those are the client console back-office admin’s', async () => {
    const token = await signIn(db, 'admin@demo.test', 'admin');
    expect(
      (
        await admin.inject({
          method: 'POST',
          url: '/api/users/invite',
          headers: { authorization: `Bearer ${token}` },
          payload: {},
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe('what a client cannot undo or reach', () => {
  it("the provider's deactivation stands against the client's back-office admin, and no reset link reaches it", async () => {
    const adminToken = await signIn(db, 'admin@demo.test', 'admin');
    const exporter = await userIdOf('exporter@demo.test');
    expect((await call(admin, adminToken, 'POST', '/api/users/deactivate', { userId: exporter })).statusCode).toBe(200);
    const undo = await call(client, backoffice, 'POST', '/api/users/reactivate', { userId: exporter });
    expect(undo.json()).toMatchObject({
      responseCode: 409,
      message: 'TradePay deactivated this user. Please contact support to reactivate them.',
    });

    const before = (await client.outbox.list(db)).length;
    const asked = await client.inject({
      method: 'POST',
      url: '/api/auth/reset-link',
      payload: { type: 'email', value: 'exporter@demo.test' },
    });
    expect(asked.statusCode).toBe(200);
    expect((await client.outbox.list(db)).length).toBe(before);

    expect((await call(admin, adminToken, 'POST', '/api/users/reactivate', { userId: exporter })).statusCode).toBe(200);
  });

  it("an individual client's users manage no users, whatever their role", async () => {
    await db.query(`UPDATE users SET role_name = 'Client Back-office Admin' WHERE email = 'service@demo.test'`);
    try {
      const individual = await signIn(db, 'service@demo.test', 'client');
      const refused = {
        responseCode: 403,
        message: 'An individual account has a single user: users cannot be added or managed.',
      };
      expect((await call(client, individual, 'GET', '/api/users')).json()).toMatchObject(refused);
      const count = await userCount();
      expect((await invite(individual, { email: 'helper@anika.test', mobile: '9811100077' })).json()).toMatchObject(
        refused,
      );
      expect(await userCount()).toBe(count);
    } finally {
      await db.query(`UPDATE users SET role_name = 'Service Exporter' WHERE email = 'service@demo.test'`);
    }
  });
});
