import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { TEST_IDS } from '../../testIds';
import './NotFound.css';

/** The 404 of spec section 2, on its own page or inside the signed-in layout. */
export function NotFound({ homePath }: { homePath: string }) {
  const { t } = useTranslation();
  return (
    <section className="not-found" data-testid={TEST_IDS.notFound}>
      <h1 className="not-found__title">{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <Link to={homePath} className="dating-button">
        {t('notFound.home')}
      </Link>
    </section>
  );
}
