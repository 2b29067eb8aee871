import { ComingSoon } from '@dating/shared';
import { useTranslation } from 'react-i18next';

/** Edit photos (spec section 2). */
export function EditPhotosPage() {
  const { t } = useTranslation();
  return <ComingSoon title={t('pages.editPhotos')} />;
}
