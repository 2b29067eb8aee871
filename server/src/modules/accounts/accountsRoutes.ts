import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { CALLS, callRouteSchema } from '@dating/contract/schemas';
import { MESSAGES, loadNewPasswordRule } from '@dating/contract/rules';
import { ApiError } from '../../http/apiError';
import { ok } from '../../http/ok';
import { memberOf, sessionOf } from './memberOf';
import { deviceCookie, deviceTokenOf } from './signInDevices';

/** Account and session calls (spec section 7), on the auth plugin's `request.member`. */
export const accountsRoutes: FastifyPluginCallbackTypebox = (app, _options, done) => {
  const { membership, signIn } = app.services;
  const open = { public: true };
  // The password dictionaries are read once, at start rather than in the first sign-up.
  app.addHook('onReady', async () => {
    await loadNewPasswordRule();
  });

  app.post(
    '/webcheckemail',
    { config: open, schema: callRouteSchema(CALLS.webcheckemail) },
    async (request) => {
      const codeSent = await membership.checkEmail(request.body.email, request.ip);
      return codeSent
        ? ok({ message: MESSAGES.codeSent, email_verified: 'enabled' as const })
        : ok({ message: MESSAGES.emailAvailable, email_verified: 'disabled' as const });
    },
  );

  app.post(
    '/verifyotp',
    { config: open, schema: callRouteSchema(CALLS.verifyotp) },
    async (request) => {
      await membership.verifyEmail(request.body.email, request.body.otp, request.ip);
      return ok({ message: MESSAGES.emailVerified });
    },
  );

  app.post(
    '/signupweb',
    { config: open, schema: callRouteSchema(CALLS.signupweb) },
    async (request) => {
      await membership.signUp(request.body, request.ip);
      return ok({ message: MESSAGES.registered });
    },
  );

  app.post(
    '/webemaillogin',
    { config: open, schema: callRouteSchema(CALLS.webemaillogin) },
    async (request, reply) => {
      const { fbid, ...rest } = request.body;
      if (fbid) {
        const peoples = await signIn.signInSocial({ ...rest, fbid }, request.ip);
        return ok({ message: MESSAGES.signedIn, peoples });
      }
      const { peoples, deviceToken } = await signIn.signIn(rest, {
        address: request.ip,
        deviceToken: deviceTokenOf(request.headers.cookie),
      });
      void reply.header('set-cookie', deviceCookie(deviceToken, request.protocol === 'https'));
      return ok({ message: MESSAGES.signedIn, peoples });
    },
  );

  app.post(
    '/check_fb_user',
    { config: open, schema: callRouteSchema(CALLS.check_fb_user) },
    async (request) =>
      ok({
        data: await signIn.checkSocial(request.body.fbid, request.body.access_token, request.ip),
      }),
  );

  app.post(
    '/webforgot',
    { config: open, schema: callRouteSchema(CALLS.webforgot) },
    async (request) => {
      await signIn.forgotPassword(request.body.email, request.ip);
      return ok({ message: MESSAGES.resetCodeSent });
    },
  );

  app.post(
    '/webresetpassword',
    { config: open, schema: callRouteSchema(CALLS.webresetpassword) },
    async (request) => {
      await signIn.resetPassword(request.body, request.ip);
      return ok({ message: MESSAGES.passwordReset });
    },
  );

  app.post(
    '/webonlinestatus',
    { schema: callRouteSchema(CALLS.webonlinestatus) },
    async (request) => {
      await membership.setOnline(memberOf(request), Number(request.body.status) === 1);
      return ok({});
    },
  );

  app.post('/webgetcounts', { schema: callRouteSchema(CALLS.webgetcounts) }, async (request) =>
    ok({ result: await membership.counts(memberOf(request)) }),
  );

  app.post('/weblogout', { schema: callRouteSchema(CALLS.weblogout) }, async (request) => {
    await signIn.signOut(sessionOf(request));
    return ok({});
  });

  app.post(
    '/webchangepassword',
    { schema: callRouteSchema(CALLS.webchangepassword) },
    async (request) => {
      await signIn.changePassword(sessionOf(request), request.body);
      return ok({ message: MESSAGES.passwordChanged });
    },
  );

  app.post(
    '/webdeleteaccount',
    { schema: callRouteSchema(CALLS.webdeleteaccount) },
    async (request) => {
      await membership.deactivate(memberOf(request));
      return ok({});
    },
  );

  app.post(
    '/webremoveaccount',
    { schema: callRouteSchema(CALLS.webremoveaccount) },
    async (request) => {
      await membership.removeAccount(sessionOf(request), request.body.password);
      return ok({});
    },
  );

  // Deleting another member is an admin's act, and admins work through `pnpm admin members
  // delete <email>`: no member token may do it.
  app.post('/anyDeleteuser', { schema: callRouteSchema(CALLS.anyDeleteuser) }, () => {
    throw new ApiError(403, MESSAGES.invalidAccess);
  });
  done();
};
