import type { DomainEvents } from '../../events/domainEvents';
import { languageOrDefault, memberTexts, messageIn } from '../../texts/memberTexts';
import { pageAddress, type PushNotifier } from './pushNotifier';

export interface PhotoRefusalPushDependencies {
  events: DomainEvents;
  push: PushNotifier;
  /** The member's stored language (PushRepository.languageOf). */
  languageOf: (memberId: number) => Promise<string | undefined>;
}

/**
 * Tells a member whose profile photo its screening refused after the upload's answer why, in
 * their language, on Edit photos: the socket's `photorefused` reaches open tabs only, and the
 * notifier sends this to a member with none.
 */
export function pushPhotoRefusals({
  events,
  push,
  languageOf,
}: PhotoRefusalPushDependencies): void {
  events.on('photoRefused', async ({ memberId, reason }) => {
    const language = languageOrDefault(await languageOf(memberId));
    await push.notify(memberId, 'photo', {
      title: memberTexts(language).photoRefusedPushTitle,
      body: messageIn(language, reason),
      url: pageAddress('editPhotos'),
    });
  });
}
