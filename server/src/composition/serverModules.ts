import { eventsModule } from '../events/eventsModule';
import { likesModule } from '../modules/likes/likesModule';
import { accountsModule } from '../modules/accounts/accountsModule';
import { callsModule } from '../modules/calls/callsModule';
import { chatModule } from '../modules/chat/chatModule';
import { compatibilityModule } from '../modules/compatibility/compatibilityModule';
import { contentModule } from '../modules/content/contentModule';
import { dataExportModule } from '../modules/dataExport/dataExportModule';
import { discoveryModule } from '../modules/discovery/discoveryModule';
import { emailDigestsModule } from '../modules/emailDigests/emailDigestsModule';
import { moderationModule } from '../modules/moderation/moderationModule';
import { paymentsModule } from '../modules/payments/paymentsModule';
import { photosModule } from '../modules/photos/photosModule';
import { placesModule } from '../modules/places/placesModule';
import { platformModule } from '../modules/platform/platformModule';
import { privacyModule } from '../modules/privacy/privacyModule';
import { profileModule } from '../modules/profile/profileModule';
import { promptsModule } from '../modules/prompts/promptsModule';
import { pushModule } from '../modules/push/pushModule';
import { remoteReleasesModule } from '../modules/remoteReleases/remoteReleasesModule';
import { reportsModule } from '../modules/reports/reportsModule';
import { scamsModule } from '../modules/scams/scamsModule';
import { visionModule } from '../modules/vision/visionModule';
import { hiddenWordsModule } from '../modules/hiddenWords/hiddenWordsModule';
import { verifiedContactModule } from '../modules/verifiedContact/verifiedContactModule';
import { yourTurnModule } from '../modules/yourTurn/yourTurnModule';
import type { ServerModule } from './defineModule';

/**
 * Every module of the server. The order here does not matter: the composition root builds them
 * in the order of their `needs` (compose.ts). The admin CLI takes the services it wants from the
 * same list.
 */
export const SERVER_MODULES: readonly ServerModule[] = [
  platformModule,
  remoteReleasesModule,
  eventsModule,
  contentModule,
  accountsModule,
  photosModule,
  placesModule,
  profileModule,
  promptsModule,
  compatibilityModule,
  paymentsModule,
  discoveryModule,
  likesModule,
  hiddenWordsModule,
  verifiedContactModule,
  yourTurnModule,
  reportsModule,
  scamsModule,
  moderationModule,
  visionModule,
  privacyModule,
  pushModule,
  chatModule,
  callsModule,
  dataExportModule,
  emailDigestsModule,
];
