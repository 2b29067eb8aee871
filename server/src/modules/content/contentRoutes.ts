import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { CALLS, callRouteSchema, type SocialLoginConfig } from '@dating/contract/schemas';
import type { FastifyRequest } from 'fastify';
import { ok } from '../../http/ok';
import { requestLanguage } from '../../http/requestLanguage';

/**
 * The interest names the calling member has chosen, from the accounts module (by the member its
 * auth hook puts on the request); admindatass marks them checked.
 */
export type MemberInterestsLookup = (request: FastifyRequest) => Promise<readonly string[]>;

export interface ContentRoutesOptions {
  memberInterests: MemberInterestsLookup;
  /** The social sign-in the server can verify (admindatas.social_login), or null. */
  socialLogin: SocialLoginConfig | null;
}

/** Admin data, help pages and landing links (spec section 7), in the caller's language. */
export const contentRoutes: FastifyPluginCallbackTypebox<ContentRoutesOptions> = (
  app,
  { memberInterests, socialLogin },
  done,
) => {
  const { content } = app.services;

  app.get(
    '/admindatas',
    { config: { public: true }, schema: callRouteSchema(CALLS.admindatas) },
    async (request) =>
      ok({
        result: {
          ...(await content.adminData([], requestLanguage(request))),
          social_login: socialLogin,
        },
      }),
  );

  app.post('/admindatass', { schema: callRouteSchema(CALLS.admindatass) }, async (request) =>
    ok({
      result: {
        interests: await content.interests(
          await memberInterests(request),
          requestLanguage(request),
        ),
      },
    }),
  );

  app.post(
    '/webhelppages',
    {
      config: { public: true },
      schema: callRouteSchema(CALLS.webhelppages),
    },
    async (request) => ok(await content.helpPages(requestLanguage(request))),
  );
  done();
};
