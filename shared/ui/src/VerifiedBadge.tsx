import type { Language } from '@dating/contract';
import { useAppLanguage } from '@dating/web';
import { Icon } from './Icon';

/** The badge's name, read by screen readers and shown on hover, in each language. */
export const VERIFIED_BADGE_LABEL: Record<Language, string> = {
  en: 'Verified',
  fr: 'Vérifié',
  sp: 'Verificado',
  ar: 'موثَّق',
};

/**
 * The verified badge: the member's selfie matched their photos (`verified: 'true'` on cards,
 * profiles and the chat header). One badge for every remote, so it looks and reads the same.
 */
export function VerifiedBadge({ className }: { className?: string }) {
  const label = VERIFIED_BADGE_LABEL[useAppLanguage()];
  return (
    <span
      className={className ? `dating-verified ${className}` : 'dating-verified'}
      role="img"
      aria-label={label}
      title={label}
    >
      <Icon name="check" />
    </span>
  );
}
