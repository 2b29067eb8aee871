import { eventBus, useSession } from '@dating/web';
import { useTranslation } from 'react-i18next';

/**
 * 'Find unlimited people' with Become a Premium Member, which raises the shell's premium popup;
 * shown only where the shell's one-upsell rule gives the page its offer (session.pageUpsell).
 */
export function PremiumPrompt({ source, text }: { source: string; text?: string }) {
  const { t } = useTranslation();
  const { pageUpsell } = useSession();
  if (!pageUpsell) return null;
  return (
    <aside className="premium-prompt">
      <h2>{t('common.findUnlimited')}</h2>
      {text ? <p>{text}</p> : null}
      <button
        type="button"
        className="dating-button"
        onClick={() => eventBus.emit('premium:open', { source })}
      >
        {t('common.becomePremium')}
      </button>
    </aside>
  );
}
