import { IsolatedSentence } from '@dating/ui';
import { ConfirmModal } from '@dating/ui/Modal';
import { useSession } from '@dating/web';
import { useTranslation } from 'react-i18next';
import { useSetBlockMutation } from './safetyApi';

export interface BlockConfirmProps {
  /** The member to block; nothing is shown without one. */
  member: { user_id: number; user_name: string } | null;
  /** Blocked: the member is already gone from the lists. */
  onBlocked: () => void;
  onFailed: (error: unknown) => void;
  onClose: () => void;
}

/** Block, asked with Yes/No: from a card of the deck or a member's profile. */
export function BlockConfirm({ member, onBlocked, onFailed, onClose }: BlockConfirmProps) {
  const { t } = useTranslation();
  const { memberId } = useSession();
  const [setBlock] = useSetBlockMutation();
  const block = async () => {
    if (!member) return;
    onClose();
    try {
      await setBlock({ memberId, otherId: member.user_id, block: true }).unwrap();
      onBlocked();
    } catch (error) {
      onFailed(error);
    }
  };
  return (
    <ConfirmModal
      open={member !== null}
      title={
        member ? (
          <IsolatedSentence
            values={{ name: member.user_name }}
            sentence={(slots) => t('safety.blockConfirm', slots)}
          />
        ) : (
          ''
        )
      }
      yesLabel={t('common.yes')}
      noLabel={t('common.no')}
      onYes={() => void block()}
      onNo={onClose}
    />
  );
}
