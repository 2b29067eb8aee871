import { callEndpoint } from '@dating/web';
import { fetchCallFile } from '@dating/web/fetchCallFile';
import { api } from '../../app/api';

export interface VoiceArgs {
  chatId: number;
  messageId: number;
}

/** A voice note's calls: loaded with the recorder or the player, not with the chat's first page. */
export const voiceNotesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** uploadvoicechat: the server reads the recording (Opus, at most a minute) or says why not. */
    uploadVoiceNote: build.mutation({
      ...callEndpoint('uploadvoicechat', (file: string) => ({ body: { file }, json: true })),
    }),
    /**
     * webchatvoice: the note's recording as an object URL for an <audio>. Fetched with the
     * session's token, as only the chat's two members may; let go once no player shows it.
     */
    voiceNoteAudio: build.query<string, VoiceArgs>({
      async queryFn({ chatId, messageId }, { extra, signal }) {
        const answer = await fetchCallFile(
          'webchatvoice',
          { chat_id: String(chatId), message_id: String(messageId) },
          { extra, signal },
        );
        return 'error' in answer ? answer : { data: URL.createObjectURL(answer.data) };
      },
      async onCacheEntryAdded(_args, { cacheDataLoaded, cacheEntryRemoved }) {
        const { data } = await cacheDataLoaded.catch(() => ({ data: undefined }));
        await cacheEntryRemoved;
        if (data) URL.revokeObjectURL(data);
      },
    }),
  }),
});

export const { useUploadVoiceNoteMutation, useLazyVoiceNoteAudioQuery } = voiceNotesApi;
