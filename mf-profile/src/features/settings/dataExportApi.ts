import { watchRealtime, callEndpoint } from '@dating/web';
import { fetchCallFile } from '@dating/web/fetchCallFile';
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
        const answer = await fetchCallFile(
          'webdataexportfile',
          { export_id: exportId },
          { extra, signal },
        );
        if ('error' in answer) return answer;
        saveFile(answer.data, 'my-data.zip');
        return { data: null };
      },
    }),
  }),
});

export const {
  useDataExportStatusQuery,
  useRequestDataExportMutation,
  useDownloadDataExportMutation,
} = dataExportApi;
