// The async boundary module federation needs: shared singletons resolve before any app code runs.
// The address's page is not imported here: its files come with the page's Link preloads, and
// bootstrap.tsx runs it in a task of its own. Imported here, it ran in the bootstrap's task.
// On PeopleNear the app starts once the painted top card's photo is on screen.
import { afterFirstCardShown } from './features/painted-card/afterFirstCardShown';

// Fetched by the startup loader, not deferred markup (PreloadStartupPlugin): this may run before
// the page's body is parsed.
const parsed =
  document.readyState === 'loading'
    ? new Promise<void>((resolve) =>
        document.addEventListener('DOMContentLoaded', () => resolve(), { once: true }),
      )
    : Promise.resolve();

void parsed
  .then(afterFirstCardShown)
  .then(() => import(/* webpackChunkName: "bootstrap" */ './bootstrap'));
