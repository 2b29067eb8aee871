/** Wire conventions of the API (architecture brief 3a): flags travel as 'true'/'false' strings. */
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
