import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { CALLS, callRouteSchema } from '@dating/contract/schemas';
import { MESSAGES } from '@dating/contract/rules';
import { ok } from '../../http/ok';
import { memberOf } from '../accounts/memberOf';
import type { ReportOutcome } from './reportsService';

const ANSWERS: Record<ReportOutcome, { report: 'true' | 'false'; message: string }> = {
  filed: { report: 'true', message: MESSAGES.reportReceived },
  reported: { report: 'true', message: MESSAGES.userReported },
  withdrawn: { report: 'false', message: MESSAGES.userUnreported },
};

/**
 * webreport (spec section 7, with the product's reasons) and webrecentunmatches. A reporter is
 * told the report was received, never what a moderator did.
 */
export const reportsRoutes: FastifyPluginCallbackTypebox = (app, _options, done) => {
  const { reports } = app.services;

  app.post('/webreport', { schema: callRouteSchema(CALLS.webreport) }, async (request) => {
    const { report_user_id: reportedId, ...fields } = request.body;
    return ok(ANSWERS[await reports.report(memberOf(request), reportedId, fields)]);
  });

  app.post(
    '/webrecentunmatches',
    { schema: callRouteSchema(CALLS.webrecentunmatches) },
    async (request) => ok({ members: await reports.recentUnmatches(memberOf(request)) }),
  );

  done();
};
