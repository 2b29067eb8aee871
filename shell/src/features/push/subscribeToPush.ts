import { callApi, type CallContext } from '@dating/web';
import { type PushKeyResponse } from '@dating/contract';

/** The VAPID public key (base64url) as the bytes PushManager.subscribe takes. */
function keyBytes(base64Url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64Url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '='));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

/**
 * New-message notifications (Web Push): once signed in, when the browser supports push, the
 * offline-cache service worker is installed (production) and the member allows notifications,
 * subscribe with the server's VAPID key and register the subscription for this member.
 */
export async function subscribeToPush(context: CallContext): Promise<void> {
  if (
    !('serviceWorker' in navigator) ||
    !('PushManager' in window) ||
    !('Notification' in window)
  ) {
    return;
  }
  const registration = await navigator.serviceWorker.getRegistration('/web/');
  if (!registration) return;
  const permission =
    Notification.permission === 'default'
      ? await Notification.requestPermission()
      : Notification.permission;
  if (permission !== 'granted') return;

  const answer = await callApi({ call: 'webpushkey', method: 'GET' }, context);
  if ('error' in answer) return;
  const { public_key: publicKey } = answer.data as PushKeyResponse;
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(publicKey),
    }));
  const { endpoint, keys } = subscription.toJSON();
  if (!endpoint || !keys?.p256dh || !keys.auth) return;
  await callApi(
    {
      call: 'webpushsubscribe',
      body: { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } },
      json: true,
    },
    context,
  );
}
