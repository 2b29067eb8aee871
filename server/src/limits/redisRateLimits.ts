import { createClient } from 'redis';
import { reconnectDelay } from '../plugins/socketPlugin';
import { rateLimitStore, type RateLimitStore } from './rateLimitStore';

/**
 * The rate limits in Redis, on a client of their own: unlike the socket adapter's, it queues
 * nothing while Redis is away, so a limit check goes to this process's memory at once (the
 * store's insurance) instead of holding the call. It reconnects by itself; its errors are
 * logged, never fatal.
 */
export async function openRedisRateLimits(
  url: string,
  keyPrefix: string,
  logError: (error: Error) => void,
): Promise<{ store: RateLimitStore; connected: () => boolean; close: () => Promise<void> }> {
  const client = createClient({
    url,
    socket: { reconnectStrategy: reconnectDelay },
    disableOfflineQueue: true,
  });
  client.on('error', logError);
  await client.connect();
  return {
    store: rateLimitStore({ kind: 'redis', client, keyPrefix }),
    connected: () => client.isReady,
    close: async () => {
      if (client.isReady) await client.close();
      else client.destroy();
    },
  };
}
