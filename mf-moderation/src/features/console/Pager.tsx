import { useTranslation } from 'react-i18next';

export interface PagerProps {
  /** 0-based. */
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}

/** Previous and Next under a list, with where the moderator is; nothing for a single page. */
export function Pager({ page, pageSize, total, onPage }: PagerProps) {
  const { t } = useTranslation();
  const pages = Math.ceil(total / pageSize);
  if (pages <= 1) return null;
  return (
    <nav className="moderation__pager" aria-label={t('console.paging')}>
      <button
        type="button"
        className="dating-button dating-button--ghost"
        disabled={page === 0}
        onClick={() => onPage(page - 1)}
      >
        {t('console.previous')}
      </button>
      <span>{t('console.pageOf', { page: page + 1, pages })}</span>
      <button
        type="button"
        className="dating-button dating-button--ghost"
        disabled={page + 1 >= pages}
        onClick={() => onPage(page + 1)}
      >
        {t('console.next')}
      </button>
    </nav>
  );
}
