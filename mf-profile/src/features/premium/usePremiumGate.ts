import { eventBus, type PremiumBenefit } from '@dating/web';
import { useCallback } from 'react';
import { useOwnProfile } from '../profile/useOwnProfile';

/**
 * Spec section 4 (Premium membership): a free member who reaches for a premium action gets the
 * shell's premium popup instead, opened at the benefit reached for. `allow(source, benefit)`
 * answers whether the action may go on.
 */
export function usePremiumGate() {
  const { data: profile } = useOwnProfile();
  const premium = profile?.premium_member === 'true';
  const allow = useCallback(
    (source: string, benefit: PremiumBenefit) => {
      if (!premium) eventBus.emit('premium:open', { source, benefit });
      return premium;
    },
    [premium],
  );
  return { premium, allow };
}
