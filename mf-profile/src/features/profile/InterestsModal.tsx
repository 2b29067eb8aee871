import { useTimedMessage } from '@dating/ui';
import { Modal } from '@dating/ui/Modal';
import { useSession } from '@dating/web';
import { MESSAGES } from '@dating/contract/messages';
import { Checkbox, TextField, FormMessage } from '@dating/ui/forms';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMemberInterestsQuery, useSetProfileMutation } from './profileApi';

/** Spec section 2 (Profile): the interests row's multi-select modal, searchable by name. */
export function InterestsModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { memberId, language } = useSession();
  const { data: interests = [] } = useMemberInterestsQuery({ memberId, language });
  const [setProfile, { isLoading: saving }] = useSetProfileMutation();
  const message = useTimedMessage();
  const [search, setSearch] = useState('');
  // Null until the member changes something: until then the server's checked marks are the choice.
  const [picked, setPicked] = useState<Set<string> | null>(null);
  const chosen = useMemo(
    () =>
      picked ??
      new Set(interests.filter((interest) => interest.checked === 'true').map(({ name }) => name)),
    [picked, interests],
  );
  const shown = interests.filter(({ name }) =>
    name.toLowerCase().includes(search.trim().toLowerCase()),
  );

  const toggle = (name: string) => {
    const next = new Set(chosen);
    if (!next.delete(name)) next.add(name);
    setPicked(next);
  };

  const save = async () => {
    if (chosen.size === 0) {
      message.fromClient(MESSAGES.selectInterest);
      return;
    }
    try {
      await setProfile({ memberId, change: { check: JSON.stringify([...chosen]) } }).unwrap();
      onClose();
    } catch (error) {
      message.fromFailure(error);
    }
  };

  return (
    <Modal
      open
      title={t('profile.interestsTitle')}
      onClose={onClose}
      closeLabel={t('common.close')}
      footer={
        <button
          type="button"
          className="dating-button"
          disabled={saving}
          onClick={() => void save()}
        >
          {t('common.save')}
        </button>
      }
    >
      <TextField
        type="search"
        label={t('profile.searchInterests')}
        hideLabel
        placeholder={t('profile.searchInterests')}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      <FormMessage message={message.shown} />
      {shown.length === 0 ? <p>{t('profile.noInterestMatches')}</p> : null}
      <ul className="interest-list">
        {shown.map(({ name }) => (
          <li key={name}>
            <Checkbox
              label={name}
              appearance="chip"
              checked={chosen.has(name)}
              onChange={() => toggle(name)}
            />
          </li>
        ))}
      </ul>
    </Modal>
  );
}
