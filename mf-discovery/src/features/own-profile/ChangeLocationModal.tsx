import { useSession } from '@dating/web';
import { ChangeLocationModal as SharedChangeLocationModal } from '@dating/ui/ChangeLocationModal';
import { useTranslation } from 'react-i18next';
import { TEST_IDS } from '../../testIds';
import { usePlacesQuery, useSetLocationMutation } from './placeApi';

/**
 * Change Location from the empty deck (premium only): the member moves to a suggested place, and
 * discovery looks again around it.
 */
export function ChangeLocationModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { memberId } = useSession();
  const [setLocation, { isLoading: saving }] = useSetLocationMutation();
  return (
    <SharedChangeLocationModal
      labels={{
        title: t('location.title'),
        search: t('location.search'),
        suggestions: t('location.suggestions'),
        close: t('common.close'),
        save: t('common.save'),
      }}
      usePlaces={usePlacesQuery}
      saveLocation={(change) => setLocation({ memberId, change }).unwrap()}
      saving={saving}
      onClose={onClose}
      optionTestId={TEST_IDS.placeSuggestion}
    />
  );
}
