import { defineModule } from '../composition/defineModule';
import { DomainEvents } from './domainEvents';

declare module '../composition/services' {
  interface Services {
    /** The domain events modules raise and others react to (likes: liked, matched…). */
    events: DomainEvents;
  }
}

/** The one in-process bus of domain events; a reaction's failure goes to the app's log. */
export const eventsModule = defineModule({
  name: 'events',
  provides: ['events'],
  build: (_needs, { log }) => ({
    events: new DomainEvents((error, event) =>
      log.error({ err: error, event }, 'a reaction to a domain event failed'),
    ),
  }),
});
