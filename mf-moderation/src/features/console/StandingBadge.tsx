import type { AccountStanding } from '@dating/contract';
import { useTranslation } from 'react-i18next';

/** Where the member's account stands, shown only when it is not simply active. */
export function StandingBadge({ standing }: { standing: AccountStanding }) {
  const { t } = useTranslation();
  if (standing === 'active') return null;
  return (
    <span className={`moderation__standing moderation__standing--${standing}`}>
      {t(`standing.${standing}`)}
    </span>
  );
}
