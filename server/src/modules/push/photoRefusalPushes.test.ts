import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { MESSAGES } from '@dating/contract/rules';
import { arMessages } from '@dating/contract/messages/ar';
import { DomainEvents } from '../../events/domainEvents';
import { pushPhotoRefusals } from './photoRefusalPushes';
import type { PushContent, PushKind } from './pushNotifier';

describe('refused-photo notifications', () => {
  it('tell the member why in their language, and open Edit photos', async () => {
    const sent: { memberId: number; kind: PushKind; content: PushContent }[] = [];
    const events = new DomainEvents(() => assert.fail('no reaction failed'));
    pushPhotoRefusals({
      events,
      push: {
        notify: (memberId, kind, content) => {
          sent.push({ memberId, kind, content });
          return Promise.resolve();
        },
      },
      languageOf: (memberId) => Promise.resolve(memberId === 7 ? 'ar' : undefined),
    });

    await events.raise('photoRefused', {
      memberId: 7,
      imageName: 'a.jpg',
      reason: MESSAGES.photoExplicit,
    });
    await events.raise('photoRefused', {
      memberId: 8,
      imageName: 'b.jpg',
      reason: MESSAGES.photoExplicit,
    });

    assert.deepEqual(sent, [
      {
        memberId: 7,
        kind: 'photo',
        content: {
          title: 'لم تُضَف الصورة',
          body: arMessages.photoExplicit,
          url: '/web/app/Profile/ProfilePhotoEdit',
        },
      },
      {
        memberId: 8,
        kind: 'photo',
        content: {
          title: 'Photo not added',
          body: 'This photo looks explicit and cannot be used. Please choose another one.',
          url: '/web/app/Profile/ProfilePhotoEdit',
        },
      },
    ]);
  });
});
