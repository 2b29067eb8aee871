import { Type, type Static } from 'typebox';
import { getWithQuery, post } from './call';
import { caller, ok } from './wire';

/**
 * A member's copy of their data (GDPR articles 15 and 20): asked for in Settings, prepared in the
 * background, downloadable by them alone for a while, then deleted.
 */

export const dataExportState = Type.Union([
  Type.Literal('none'),
  Type.Literal('preparing'),
  Type.Literal('ready'),
  Type.Literal('failed'),
]);
export type DataExportState = Static<typeof dataExportState>;

/** The caller's latest export; `export_id` and `expires_at` only when ready. */
export const dataExportStatusReply = Type.Object({
  status: ok,
  state: dataExportState,
  /** Epoch seconds of the request; absent with 'none'. */
  requested_at: Type.Optional(Type.Integer()),
  /** The download's unguessable id (it needs the member's session too). */
  export_id: Type.Optional(Type.String()),
  /** Epoch seconds after which the file is deleted. */
  expires_at: Type.Optional(Type.Integer()),
  /** Epoch seconds from which another export may be asked for. */
  next_request_at: Type.Optional(Type.Integer()),
});
export type DataExportStatusResponse = Static<typeof dataExportStatusReply>;

/** GET webdataexportfile: the ZIP of a ready export of the caller's; anyone else's is a 404. */
export const dataExportFileQuery = Type.Object({
  export_id: Type.String({ minLength: 1, maxLength: 64 }),
});

/** The ZIP's bytes (application/zip, as an attachment). */
export const dataExportFileReply = Type.Unsafe<Uint8Array>(
  Type.String({ contentMediaType: 'application/zip' }),
);

/** Socket event `dataexport`: the caller's export changed state (ready, or failed). */
export const dataExportNotice = Type.Object({ state: dataExportState });
export type DataExportNotice = Static<typeof dataExportNotice>;

export const dataExportCalls = {
  /** Asks for a new export: at most one a day (429 with the time it is allowed again). */
  webrequestdataexport: post(Type.Object(caller), dataExportStatusReply),
  webdataexportstatus: post(Type.Object(caller), dataExportStatusReply),
  webdataexportfile: getWithQuery(dataExportFileQuery, dataExportFileReply),
};

/** The server's socket events of data exports, to the member's own room. */
export interface DataExportServerToClientEvents {
  dataexport: (notice: DataExportNotice) => void;
}
