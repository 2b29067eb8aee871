import { API_PREFIX, type ApiExtra, type CallError, callEndpoint } from '@dating/web';
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
        const { getSession, apiBase = API_PREFIX } = extra as ApiExtra;
        const token = getSession()?.token;
        const query = new URLSearchParams({
          chat_id: String(chatId),
          message_id: String(messageId),
        });
        try {
          const response = await fetch(`${apiBase}/webchatvoice?${query.toString()}`, {
            headers: token ? { Authorization: `Bearer ${token}` } : {},
            signal,
          });
          if (!response.ok) {
            const answer = (await response.json().catch(() => ({}))) as { message?: string };
            const error: CallError = {
              status: response.status,
              message: answer.message ?? response.statusText,
            };
            return { error };
          }
          return { data: URL.createObjectURL(await response.blob()) };
        } catch (failure) {
          const message = failure instanceof Error ? failure.message : 'Network error';
          return { error: { status: 0, message } satisfies CallError };
        }
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
