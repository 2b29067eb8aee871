/**
 * Wire conventions of the API (architecture brief 3a): flags travel as 'true'/'false' strings.
 * Requests type ids and numbers as numbers; the server also takes them as numeric strings (as
 * forms and spec section 7's clients send them, over HTTP and the socket alike) and ignores
 * fields it does not know.
 */
export type Flag = 'true' | 'false';

export interface ApiOk {
  status: 'true';
  message?: string;
}

export interface ApiFailure {
  status: 'false';
  message: string;
}

export const API_PREFIX = '/api';
