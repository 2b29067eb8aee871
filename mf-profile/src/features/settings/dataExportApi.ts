import {
  API_PREFIX,
  type ApiExtra,
  type CallError,
  watchRealtime,
  callEndpoint,
} from '@dating/web';
import { api } from '../../app/api';

/** Saves bytes as a file through the browser's download (the ZIP needs the session's header). */
function saveFile(blob: Blob, name: string): void {
  const address = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = address;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(address);
}

/** Settings' data export: ask for it, follow its state, download the ZIP. */
export const dataExportApi = api.injectEndpoints({
  endpoints: (build) => ({
    dataExportStatus: build.query({
      ...callEndpoint('webdataexportstatus', (memberId: number) => ({
        body: { user_id: memberId },
      })),
      providesTags: ['DataExport'],
      // The server says when the export is ready (or failed): read the state again then.
      async onCacheEntryAdded(_memberId, { dispatch, cacheEntryRemoved }) {
        const stopWatching = watchRealtime((socket) => {
          const refresh = () => dispatch(api.util.invalidateTags(['DataExport']));
          socket.on('dataexport', refresh);
          return () => socket.off('dataexport', refresh);
        });
        await cacheEntryRemoved;
        stopWatching();
      },
    }),
    requestDataExport: build.mutation({
      ...callEndpoint('webrequestdataexport', (memberId: number) => ({
        body: { user_id: memberId },
      })),
      async onQueryStarted(memberId, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          void dispatch(dataExportApi.util.upsertQueryData('dataExportStatus', memberId, data));
        } catch {
          // The refusal is shown by the caller; the state is unchanged.
        }
      },
    }),
    /** The ZIP as a download: fetched with the session's token, as only its member may. */
    downloadDataExport: build.mutation<null, string>({
      async queryFn(exportId, { extra, signal }) {
        const { getSession, apiBase = API_PREFIX } = extra as ApiExtra;
        const token = getSession()?.token;
        const query = new URLSearchParams({ export_id: exportId });
        try {
          const response = await fetch(`${apiBase}/webdataexportfile?${query.toString()}`, {
            headers: token ? { Authorization: `Bearer ${token}` } : {},
            signal,
          });
          if (!response.ok) {
            const answer = (await response.json().catch(() => ({}))) as { message?: string };
            return {
              error: {
                status: response.status,
                message: answer.message ?? response.statusText,
              } satisfies CallError,
            };
          }
          saveFile(await response.blob(), 'my-data.zip');
          return { data: null };
        } catch (failure) {
          const message = failure instanceof Error ? failure.message : 'Network error';
          return { error: { status: 0, message } satisfies CallError };
        }
      },
    }),
  }),
});

export const {
  useDataExportStatusQuery,
  useRequestDataExportMutation,
  useDownloadDataExportMutation,
} = dataExportApi;
