import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

export interface PageHeaderProps {
  title: ReactNode;
  /** A back link before the title: where it goes and its accessible name. */
  back?: { to: string; label: string };
  /** Buttons or fields at the end of the title row (a filter link, a search box). */
  actions?: ReactNode;
  titleId?: string;
  /** The title row stays at the top while the list under it scrolls (Likes, spec section 2). */
  sticky?: boolean;
}

/** A page's title row: the one h1, always starting at the page's start edge, actions at its end. */
export function PageHeader({ title, back, actions, titleId, sticky }: PageHeaderProps) {
  return (
    <header
      className={sticky ? 'dating-page__header dating-page__header--sticky' : 'dating-page__header'}
    >
      {back ? (
        <Link to={back.to} className="dating-page__back" aria-label={back.label}>
          {/* The arrow points back in the reading direction: mirrored for right-to-left. */}
          <svg viewBox="0 0 24 24" aria-hidden="true">
            <path d="M15 5l-7 7 7 7" />
          </svg>
        </Link>
      ) : null}
      <h1 id={titleId} className="dating-page__title">
        {title}
      </h1>
      {actions ? <div className="dating-page__actions">{actions}</div> : null}
    </header>
  );
}
