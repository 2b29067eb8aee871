// The async boundary module federation needs: shared singletons resolve before any app code runs.
// The address's page is not imported here: its files come with the page's Link preloads, and
// bootstrap.tsx runs it in a task of its own. Imported here, it ran in the bootstrap's task.
// On PeopleNear the app starts once the painted top card's photo is on screen.
import { afterFirstCardShown } from './features/painted-card/afterFirstCardShown';

void afterFirstCardShown().then(() => import(/* webpackChunkName: "bootstrap" */ './bootstrap'));
