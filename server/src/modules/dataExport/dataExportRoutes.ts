import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { CALLS, callRouteSchema } from '@dating/contract/schemas';
import { memberOf } from '../accounts/memberOf';
import type { DataExportService } from './dataExportService';

/** Settings' data export: ask for it, read its state, download the ZIP. */
export const dataExportRoutes: FastifyPluginCallbackTypebox<{ service: DataExportService }> = (
  app,
  { service },
  done,
) => {
  app.post(
    '/webrequestdataexport',
    { schema: callRouteSchema(CALLS.webrequestdataexport) },
    (request) => service.request(memberOf(request)),
  );

  app.post(
    '/webdataexportstatus',
    { schema: callRouteSchema(CALLS.webdataexportstatus) },
    (request) => service.status(memberOf(request)),
  );

  app.get(
    '/webdataexportfile',
    { schema: callRouteSchema(CALLS.webdataexportfile) },
    async (request, reply) => {
      const archive = await service.file(memberOf(request), request.query.export_id);
      return reply
        .type('application/zip')
        .header('content-disposition', 'attachment; filename="my-data.zip"')
        .send(archive);
    },
  );
  done();
};
