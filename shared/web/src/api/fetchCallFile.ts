import type { CallName } from '@dating/contract';
import type { ApiExtra, CallError } from './baseQuery';
import { ANSWER_WAIT_MS, timeLimit } from './callTimeLimit';
import { API_PREFIX } from './wire';

/**
 * The bytes a GET call answers (a voice note, a data export's ZIP), asked with the session's
 * token, as only their members may read them; failures as `callApi` gives them. The server has
 * ANSWER_WAIT_MS to start answering; the file then takes what the network needs.
 */
export async function fetchCallFile(
  call: CallName,
  query: Record<string, string>,
  { extra, signal }: { extra: unknown; signal?: AbortSignal },
): Promise<{ data: Blob } | { error: CallError }> {
  const { getSession, apiBase = API_PREFIX } = extra as ApiExtra;
  const token = getSession()?.token;
  const limit = timeLimit(ANSWER_WAIT_MS, signal);
  try {
    const response = await fetch(`${apiBase}/${call}?${new URLSearchParams(query).toString()}`, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      signal: limit.signal,
    });
    limit.stop();
    if (!response.ok) {
      const answer = (await response.json().catch(() => ({}))) as { message?: string };
      return {
        error: { status: response.status, message: answer.message ?? response.statusText },
      };
    }
    return { data: await response.blob() };
  } catch (failure) {
    const message = failure instanceof Error ? failure.message : 'Network error';
    return { error: { status: 0, message } };
  } finally {
    limit.stop();
  }
}
