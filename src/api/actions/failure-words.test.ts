// When no answer comes (the network failed) or the server fails unexpectedly, the Documents, Virtual Accounts, Manage
// Alerts and Subscription actions fail with the words of spec 2 section 8, verbatim; otherwise the server's message wins.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { alertActions } from './alerts';
import { documentActions } from './documents';
import { subscriptionActions } from './subscriptions';
import { virtualAccountActions } from './virtual-accounts';

afterEach(() => vi.unstubAllGlobals());

const offline = () =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    }),
  );

describe('failure words', () => {
  it.each([
    ['documents.list', () => documentActions['documents.list']({}), 'Failed to fetch document list'],
    [
      'documents.create',
      () => documentActions['documents.create']({ title: 'x' }),
      'Something went wrong while saving document',
    ],
    [
      'documents.remove',
      () => documentActions['documents.remove']({ documentName: 'x' }),
      'Something went wrong while saving document',
    ],
    [
      'documents.fetch',
      () => documentActions['documents.fetch']({ documentId: 'D1' }),
      'Something went wrong while fetching document',
    ],
    [
      'documents.share',
      () => documentActions['documents.share']({ documentId: 'D1', email: 'a@b.in' }),
      'Failed to share document',
    ],
    [
      'virtualAccounts.list',
      () => virtualAccountActions['virtualAccounts.list']({}),
      'Error while fetching virtual accounts',
    ],
    [
      'virtualAccounts.create',
      () => virtualAccountActions['virtualAccounts.create']({ currencies: ['USD'] }),
      'Error while creating virtual accounts',
    ],
    [
      'virtualAccounts.currencies',
      () => virtualAccountActions['virtualAccounts.currencies'](),
      'Error while fetching account details',
    ],
    ['alerts.list', () => alertActions['alerts.list'](), 'Something went wrong'],
    [
      'subscriptions.list',
      () => subscriptionActions['subscriptions.list'](),
      'Something went wrong while fetching subscription list',
    ],
    [
      'subscriptions.load',
      () => subscriptionActions['subscriptions.load']({ planDetailId: 'PD1' }),
      'Something went wrong while fetching subscription details',
    ],
    [
      'subscriptions.setStatus',
      () => subscriptionActions['subscriptions.setStatus']({ planId: 'PLAN_GROWTH', status: 'ACTIVE' }),
      'Something went wrong while updating status',
    ],
    [
      'subscriptions.save',
      () => subscriptionActions['subscriptions.save']({ planId: 'PLAN_GROWTH' }),
      'Something went wrong while fetching roles',
    ],
    ['alerts.update', () => alertActions['alerts.update']({ alertId: 1, status: true }), 'Something went wrong'],
  ])('%s says %s', async (_name, run, words) => {
    offline();
    await expect(run()).rejects.toThrow(words);
  });

  it("says the spec's words when the server fails unexpectedly (500 with its generic words)", async () => {
    const body = { responseCode: 500, message: 'Something went wrong', data: null };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(body), { status: 500 })),
    );
    await expect(documentActions['documents.share']({ documentId: 'D1', email: 'a@b.in' })).rejects.toThrow(
      'Failed to share document',
    );
  });

  it("shows the server's own message when it answers", async () => {
    const body = {
      responseCode: 409,
      message: 'Document with same title is already exist. Please provide different title.',
      data: null,
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(body), { status: 200 })),
    );
    await expect(documentActions['documents.create']({ title: 'x' })).rejects.toThrow(body.message);
  });
});
