import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webPush from 'web-push';
import type { PushConfig } from '../../config';

/**
 * The VAPID key pair: from the configuration, else the pair kept in keysFile, made at the first
 * start so the embedded default needs no setup (subscriptions stay valid across restarts).
 */
export function vapidKeysOf(config: PushConfig): { publicKey: string; privateKey: string } {
  if (config.keys) return config.keys;
  if (!existsSync(config.keysFile)) {
    const keys = webPush.generateVAPIDKeys();
    mkdirSync(path.dirname(config.keysFile), { recursive: true });
    try {
      // The private key signs every push this server sends: readable by this user only.
      writeFileSync(config.keysFile, JSON.stringify(keys), { mode: 0o600, flag: 'wx' });
    } catch (error) {
      // Another process starting at the same moment wrote its pair first: use that one.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  const stored = JSON.parse(readFileSync(config.keysFile, 'utf8')) as {
    publicKey: string;
    privateKey: string;
  };
  return { publicKey: stored.publicKey, privateKey: stored.privateKey };
}
