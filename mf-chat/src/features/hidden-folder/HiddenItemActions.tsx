import { type HiddenItem } from '@dating/contract';
import { ConfirmModal } from '@dating/ui';
import { useSession } from '@dating/web';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToggleBlockMutation } from '../chat/chatApi';
import { ReportMember } from '../chat/ReportFromChat';

/**
 * Block (asked Yes/No, as in the chat's menu) and Report (the chat's report dialog, offering the
 * hidden message to attach), as the scam warning card has them: a hidden message is often what
 * a member wants to report. Once blocked, the sender leaves the folder (the server's rule).
 */
export function HiddenItemActions({
  item,
  onBlocked,
}: {
  item: HiddenItem;
  onBlocked: () => void;
}) {
  const { t } = useTranslation();
  const { memberId } = useSession();
  const [toggleBlock] = useToggleBlockMutation();
  const [confirming, setConfirming] = useState(false);
  const [reporting, setReporting] = useState(false);
  return (
    <div className="hidden-folder__actions">
      <button type="button" className="dating-button" onClick={() => setConfirming(true)}>
        {t('chat.block')}
      </button>
      <button
        type="button"
        className="dating-button dating-button--ghost"
        onClick={() => setReporting(true)}
      >
        {t('chat.report')}
      </button>
      <ConfirmModal
        open={confirming}
        title={t('common.areYouSure')}
        yesLabel={t('common.yes')}
        noLabel={t('common.no')}
        onYes={() => {
          setConfirming(false);
          void toggleBlock({ memberId, userId: item.user_id }).then(onBlocked);
        }}
        onNo={() => setConfirming(false)}
      >
        {t('chat.blockQuestion', { name: item.user_name })}
      </ConfirmModal>
      {reporting ? (
        <ReportMember
          member={item}
          messages={item.message_id ? [{ id: item.message_id, text: item.message }] : []}
          onClose={() => setReporting(false)}
        />
      ) : null}
    </div>
  );
}
