import { useTranslation } from 'react-i18next';
import './NewHereTag.css';

/** The tag of a member who joined in the last days (the server's `new_here`). */
export function NewHereTag() {
  const { t } = useTranslation();
  return <span className="new-here-tag">{t('people.newHere')}</span>;
}
