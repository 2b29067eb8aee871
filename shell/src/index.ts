import { isAppAddress } from './app/addresses';

// The async boundary module federation needs: shared singletons resolve before any app code runs.
void import(/* webpackChunkName: "bootstrap" */ './bootstrap');
// An /app address needs the signed-in layout too: fetched beside the bootstrap, not after it.
if (isAppAddress(window.location.pathname)) {
  void import(/* webpackChunkName: "app-page" */ './features/app-layout/AppPage');
}
