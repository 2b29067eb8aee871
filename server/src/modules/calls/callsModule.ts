import { defineModule } from '../../composition/defineModule';
import { CallsRepository } from './callsRepository';
import { callsRoutes } from './callsRoutes';
import { CallsService } from './callsService';
import { registerCallsSockets } from './callsSocket';

declare module '../../composition/services' {
  interface Services {
    /** Voice and video calls: who may call, the call's state, its signalling and its line. */
    calls: CallsService;
  }
}

/** How often the ring timeout and the orphaned calls are looked for. */
const SWEEP_EVERY_MS = 5000;

/** Voice and video calls between matched members (README.md beside it). */
export const callsModule = defineModule({
  name: 'calls',
  provides: ['calls'],
  needs: ['chat', 'push'],
  build: ({ chat, push }, { db, realtime, now, config }) => ({
    calls: new CallsService(new CallsRepository(db), chat, push, realtime, now, config.calls),
  }),
  routes: (app) => app.register(callsRoutes, { prefix: '/api' }),
  sockets: ({ io, log }, { calls }) => registerCallsSockets(io, calls, log),
  jobs: ({ calls }) => [
    // A call ringing 30 s is missed; a call whose tab died with its process ends.
    { name: 'calls-sweep', every: SWEEP_EVERY_MS, runsOn: 'one process', run: () => calls.sweep() },
  ],
});
