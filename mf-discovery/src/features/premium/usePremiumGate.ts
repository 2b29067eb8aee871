import { eventBus, type PremiumBenefit, useSession } from '@dating/web';
import { useCallback } from 'react';
import { useOwnProfile } from '../own-profile/useOwnProfile';

/**
 * Spec section 4 (Premium membership): a free member who reaches for a premium action gets the
 * shell's premium popup instead, opened at the benefit reached for. `allow(source, benefit)`
 * answers whether the action may go on. Until the profile arrives, the session's flag stands in;
 * `premium` is null while neither has answered, and pages then show neither the free nor the
 * premium state.
 */
export function usePremiumGate() {
  const session = useSession();
  const { data: profile } = useOwnProfile();
  const premium = profile ? profile.premium_member === 'true' : session.premium;
  const allow = useCallback(
    (source: string, benefit: PremiumBenefit) => {
      if (premium === false) eventBus.emit('premium:open', { source, benefit });
      return premium === true;
    },
    [premium],
  );
  return { premium, allow };
}
