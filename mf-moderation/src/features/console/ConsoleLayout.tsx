import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { useConsolePaths } from './consolePaths';
import './moderation.css';

/** The console's frame: its sections as tabs above the page shown. */
export function ConsoleLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const paths = useConsolePaths();
  return (
    <div className="moderation">
      <nav className="moderation__sections" aria-label={t('console.sections')}>
        <NavLink to={paths.queue} end className="moderation__section">
          {t('console.queue')}
        </NavLink>
        <NavLink to={paths.verifications} className="moderation__section">
          {t('console.verifications')}
        </NavLink>
        <NavLink to={paths.photos} className="moderation__section">
          {t('console.photos')}
        </NavLink>
        <NavLink to={paths.audit} className="moderation__section">
          {t('console.audit')}
        </NavLink>
      </nav>
      {children}
    </div>
  );
}
