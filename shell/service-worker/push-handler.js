/* global self, clients */
/**
 * Web Push in the shell's service worker (imported by the generated sw.js): a push shows the
 * notification the server sent (PushPayload of @dating/contract), a click opens its page, reusing
 * an open tab of the product when there is one.
 */
self.addEventListener('push', (event) => {
  const readPayload = () => {
    try {
      return event.data ? event.data.json() : {};
    } catch {
      return { body: event.data ? event.data.text() : '' };
    }
  };
  const payload = readPayload();
  event.waitUntil(
    self.registration.showNotification(payload.title || 'Dating', {
      body: payload.body || '',
      tag: payload.url || payload.kind || 'dating',
      data: { url: payload.url || '/web/app/Message' },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(event.notification.data?.url || '/web/app/Message', self.location.origin);
  // Only pages of this product are opened.
  const url = target.origin === self.location.origin ? target.href : `${self.location.origin}/web/`;
  event.waitUntil(
    clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => new URL(client.url).pathname.startsWith('/web/'));
      if (open) return open.navigate(url).then((client) => (client ?? open).focus());
      return clients.openWindow(url);
    }),
  );
});
