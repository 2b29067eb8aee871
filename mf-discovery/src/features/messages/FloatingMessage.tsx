import type { ShownMessage } from '@dating/ui';
import { Suspense } from 'react';
import { lazyWithLaterTexts } from '../../i18n/lazyWithLaterTexts';
import './FloatingMessage.css';

/**
 * The messages' catalogue and English texts come with the first message shown, not with the swipe
 * home, which shows none until the member acts.
 */
const TranslatedMessage = lazyWithLaterTexts(
  async () => (await import('./TranslatedMessage')).TranslatedMessage,
);

/** The floating alert of discovery's screens, in the member's language. */
export function FloatingMessage({ message }: { message: ShownMessage | null }) {
  if (!message) return null;
  return (
    <Suspense fallback={null}>
      <TranslatedMessage message={message} />
    </Suspense>
  );
}
