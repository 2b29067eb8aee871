import { IsolatedSentence, useTimedMessage } from '@dating/ui';
import { ConfirmModal } from '@dating/ui/Modal';
import { useSession } from '@dating/web';
import { type BlockedMember } from '@dating/contract';
import { formatDate } from '@dating/contract/formatDate';
import { FormMessage } from '@dating/ui/forms';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlockedMembersQuery, useUnblockMutation } from './blockedMembersApi';

/** Settings' 'Blocked members': each with Unblock, asked with Yes/No. */
export function BlockedMembers() {
  const { t } = useTranslation();
  const { memberId, language } = useSession();
  const { data: members } = useBlockedMembersQuery(memberId);
  const [unblock] = useUnblockMutation();
  const [confirming, setConfirming] = useState<BlockedMember | null>(null);
  const message = useTimedMessage();

  const answerYes = async () => {
    if (!confirming) return;
    setConfirming(null);
    try {
      await unblock({ memberId, otherId: confirming.user_id }).unwrap();
    } catch (failure) {
      message.fromFailure(failure);
    }
  };

  return (
    <section className="settings-blocked" aria-labelledby="settings-blocked-title">
      <h3 id="settings-blocked-title" className="settings-subtitle">
        {t('settings.blocked.title')}
      </h3>
      <p className="settings-blocked__hint">{t('settings.blocked.hint')}</p>
      {members && members.length === 0 ? <p>{t('settings.blocked.empty')}</p> : null}
      {members && members.length > 0 ? (
        <ul className="settings-blocked__list">
          {members.map((member) => (
            <li key={member.user_id} data-testid="blocked-member">
              {member.user_image ? <img src={member.user_image} alt="" /> : null}
              <span className="settings-blocked__who">
                <bdi>{member.user_name}</bdi>
                <small>
                  {t('settings.blocked.since', {
                    date: formatDate(member.blocked_at * 1000, language),
                  })}
                </small>
              </span>
              <button
                type="button"
                className="dating-button dating-button--ghost"
                aria-label={t('settings.blocked.unblockName', { name: member.user_name })}
                onClick={() => setConfirming(member)}
              >
                {t('settings.blocked.unblock')}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <FormMessage message={message.shown} />
      <ConfirmModal
        open={confirming !== null}
        title={
          confirming ? (
            <IsolatedSentence
              values={{ name: confirming.user_name }}
              sentence={(slots) => t('settings.blocked.question', slots)}
            />
          ) : (
            ''
          )
        }
        yesLabel={t('common.yes')}
        noLabel={t('common.no')}
        onYes={() => void answerYes()}
        onNo={() => setConfirming(null)}
      />
    </section>
  );
}
