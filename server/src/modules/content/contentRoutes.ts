import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { ok } from '../../http/ok';
import {
  adminDataReply,
  adminInterestsReply,
  helpPagesReply,
  memberCallBody,
} from './contentSchemas';
import { ContentRepository } from './contentRepository';
import { ContentService } from './contentService';

/**
 * The interest names the calling member has chosen. The accounts module supplies the real lookup
 * (from the member its auth hook puts on the request); admindatass marks them checked.
 */
export type MemberInterestsLookup = (request: FastifyRequest) => Promise<readonly string[]>;

export interface ContentRoutesOptions {
  memberInterests: MemberInterestsLookup;
}

/** Admin data, help pages and landing links (spec section 7). */
export const contentRoutes: FastifyPluginCallbackTypebox<ContentRoutesOptions> = (
  app,
  { memberInterests },
  done,
) => {
  const content = new ContentService(new ContentRepository(app.db));

  app.get('/admindatas', { schema: { response: { 200: adminDataReply } } }, async () =>
    ok({ result: await content.adminData() }),
  );

  app.post(
    '/admindatass',
    { schema: { body: memberCallBody, response: { 200: adminInterestsReply } } },
    async (request) =>
      ok({ result: { interests: await content.interests(await memberInterests(request)) } }),
  );

  app.post(
    '/webhelppages',
    { schema: { body: memberCallBody, response: { 200: helpPagesReply } } },
    async () => ok(await content.helpPages()),
  );
  done();
};
