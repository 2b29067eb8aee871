/**
 * The offline-cache service worker that the production build generates (workbox, see
 * webpack.config.cjs). Not in development: a cached shell would hide every rebuild.
 */
export function registerOfflineCache(): void {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
  navigator.serviceWorker.register('/web/sw.js', { scope: '/web/' }).catch((error: unknown) => {
    console.warn('The offline cache could not be set up', error);
  });
}
