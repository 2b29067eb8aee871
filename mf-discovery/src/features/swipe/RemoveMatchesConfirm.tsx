import { ConfirmModal } from '@dating/ui/Modal';
import { useTranslation } from 'react-i18next';

/** 'Remove related matches ?' after a nope, when the member's profile asks (spec section 4). */
export function RemoveMatchesConfirm({ onAnswer }: { onAnswer: (remove: boolean) => void }) {
  const { t } = useTranslation();
  return (
    <ConfirmModal
      open
      title={t('swipe.removeMatches')}
      yesLabel={t('common.yes')}
      noLabel={t('common.no')}
      onYes={() => onAnswer(true)}
      onNo={() => onAnswer(false)}
    />
  );
}
