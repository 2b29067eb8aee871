import { ConfirmModal } from '@dating/ui/Modal';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface BlockAndReportProps {
  /** The member blocked or reported, named in the Yes/No question. */
  name: string;
  onBlock: () => void;
  onReport: () => void;
  className: string;
}

/**
 * Block (asked Yes/No, as in the chat's menu) and Report, side by side: where a member meets a
 * message they may want to act on at once (a scam warning, the Hidden folder).
 */
export function BlockAndReport({ name, onBlock, onReport, className }: BlockAndReportProps) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  return (
    <div className={className}>
      <button type="button" className="dating-button" onClick={() => setConfirming(true)}>
        {t('chat.block')}
      </button>
      <button type="button" className="dating-button dating-button--ghost" onClick={onReport}>
        {t('chat.report')}
      </button>
      <ConfirmModal
        open={confirming}
        title={t('common.areYouSure')}
        yesLabel={t('common.yes')}
        noLabel={t('common.no')}
        onYes={() => {
          setConfirming(false);
          onBlock();
        }}
        onNo={() => setConfirming(false)}
      >
        {t('chat.blockQuestion', { name })}
      </ConfirmModal>
    </div>
  );
}
