import { shellPageOf } from '@dating/contract/shell-pages';
import { SHELL_PAGE_LOADERS } from './app/shellPages';

// The async boundary module federation needs: shared singletons resolve before any app code runs.
void import(/* webpackChunkName: "bootstrap" */ './bootstrap');
// The page this address shows is fetched beside the bootstrap, not after it has run. A failure is
// left to the page (bootstrap.tsx asks again): its error panel with Retry.
const firstPage = shellPageOf(window.location.pathname);
if (firstPage) SHELL_PAGE_LOADERS[firstPage]().catch(() => undefined);
