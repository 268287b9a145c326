// The partner onboarding actions (spec 3 sections 7 and 8): each step sends only the ids (the server builds the
// payload), a partner's 400 keeps its message, and no answer at all says 'Something went wrong' (the list, payout bank).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { partnerActions } from './partners';

afterEach(() => vi.unstubAllGlobals());

/** Answers every request with the envelope given, recording the bodies sent. */
const answering = (responseCode: number, message: string) => {
  const bodies: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      bodies.push(JSON.parse((await request.clone().text()) || 'null'));
      return new Response(JSON.stringify({ responseCode, message, data: null }), { status: responseCode });
    }),
  );
  return bodies;
};
const offline = () =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    }),
  );
const ROW = { clientId: 'CL1002', partnerId: 'XFLOW', partnerName: 'XFlow', companyName: 'Demo Exports' };

describe('partner onboarding actions', () => {
  it('sends a step the ids only, and the account settings with their interval and anchor', async () => {
    const bodies = answering(200, 'KYC details sent successfully');
    expect(await partnerActions['partners.sendKyc'](ROW)).toMatchObject({ message: 'KYC details sent successfully' });
    await partnerActions['partners.accountSettings']({ ...ROW, payoutInterval: 'weekly', weeklyAnchor: 'Friday' });
    expect(bodies).toEqual([
      { clientId: 'CL1002', partnerId: 'XFLOW' },
      { clientId: 'CL1002', partnerId: 'XFLOW', payoutInterval: 'weekly', weeklyAnchor: 'Friday' },
    ]);
  });

  it("keeps the partner's own message on a 400", async () => {
    answering(400, 'KYC rejected by XFlow');
    await expect(partnerActions['partners.sendKyc'](ROW)).rejects.toThrow('KYC rejected by XFlow');
  });

  it.each(['partners.onboardingList', 'partners.sendPayoutBank'] as const)(
    "%s with no answer says 'Something went wrong'",
    async (name) => {
      offline();
      await expect(partnerActions[name](ROW)).rejects.toThrow('Something went wrong');
    },
  );
});
