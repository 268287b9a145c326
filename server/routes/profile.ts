// The Profile page (spec 3 sections 2.10, 5 and 7): the signed-in user and, in the client console, the company; only
// the name and the phone change, always the caller's own, whatever user a body names. The name saves at once; a new
// phone waits for the OTP sent to it (server/auth/mobile-change.ts) and needs a recent sign-in.
import { message } from '../../src/engine/core/message';
import type { FastifyInstance } from 'fastify';
import { cancelMobileChange, pendingMobile, requestMobileChange, verifyMobileChange } from '../auth/mobile-change';
import { requireRecentSignIn } from '../auth/recent-sign-in';
import { caller } from '../plugins/access';
import { profileCompany, profileUser, setUserName } from '../profile/store';
import { ApiError, ok } from '../plugins/envelope';
import { sharedSchema } from '../schemas';
import { PROFILE } from '../responses/client-areas';

export default async function profileRoutes(app: FastifyInstance) {
  const signedIn = { access: {} };

  /** The caller's profile, with the company in the client console. */
  const profileOf = async (userId: string) => {
    const user = { ...(await profileUser(app.db, userId)), pendingMobile: await pendingMobile(app.db, userId) };
    if (!user.clientId || app.console !== 'client') return { ...user, company: null };
    return { ...user, company: (await profileCompany(app.db, user.clientId)) ?? null };
  };

  const readRoute = { config: signedIn, schema: { response: PROFILE } };
  app.get('/api/profile', readRoute, async (request) => ok(await profileOf(caller(request).userId)));

  app.post(
    '/api/profile',
    { config: signedIn, schema: { body: sharedSchema('profile#/$defs/updateUser'), response: PROFILE } },
    async (request) => {
      const body = request.body as { userId?: string; userFirstName: string; userLastName: string; mobile: string };
      const user = caller(request);
      if (body.userId && body.userId !== user.userId) throw new ApiError(403, message('common.forbidden'));
      const changesMobile = (await profileUser(app.db, user.userId))?.mobile !== body.mobile;
      if (changesMobile) {
        requireRecentSignIn(user, app.config.reauthMinutes);
        await requestMobileChange(app, user.userId, body.mobile);
      } else await cancelMobileChange(app.db, user.userId);
      await setUserName(app.db, user.userId, body.userFirstName.trim(), body.userLastName.trim());
      const saved = await profileOf(user.userId);
      return changesMobile
        ? ok(saved, message('profile.mobileOtpSent', { mobile: body.mobile }))
        : ok(saved, message('profile.updated'));
    },
  );

  app.post(
    '/api/profile/mobile/verify',
    { config: signedIn, schema: { body: sharedSchema('profile#/$defs/mobileChangeVerify'), response: PROFILE } },
    async (request) => {
      const user = caller(request);
      requireRecentSignIn(user, app.config.reauthMinutes);
      await verifyMobileChange(app, user.userId, (request.body as { otp: string }).otp);
      return ok(await profileOf(user.userId), message('profile.mobileChanged'));
    },
  );
}
