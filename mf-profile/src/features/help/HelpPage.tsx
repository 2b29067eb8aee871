import { Page } from '@dating/ui';
import { useSession } from '@dating/web';
import { type LandingLinks } from '@dating/contract';
import { LoadingSkeleton } from '@dating/ui/Skeleton';
import { Select } from '@dating/ui/forms';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { useNotFoundOnFailure } from '../not-found/useNotFoundOnFailure';
import { useHelpPagesQuery } from './helpApi';
import './HelpPage.css';

const SOCIAL_LINKS = [
  { key: 'fb_link', label: 'facebook' },
  { key: 'google_link', label: 'google' },
  { key: 'twitter_link', label: 'twitter' },
] as const satisfies readonly { key: keyof LandingLinks; label: string }[];

/** The 1-based page of /app/Help/{Id} as an index, the first page when absent or not a number. */
function indexFromParam(id: string | undefined, count: number): number {
  const index = Number(id) - 1;
  return Number.isInteger(index) && index >= 0 && index < count ? index : 0;
}

/** In-app help (spec section 2): the help pages as tabs, the Id-th chosen, and social links. */
export function HelpPage() {
  const { t } = useTranslation();
  const { memberId, language } = useSession();
  const { id } = useParams();
  const { data, error } = useHelpPagesQuery({ memberId, language });
  // A tab chosen on this page; a new /app/Help/{Id} starts again from its Id.
  const [chosen, setChosen] = useState<{ forId: string | undefined; index: number } | null>(null);
  const baseId = useId();
  useNotFoundOnFailure(error);

  if (!data) {
    return (
      <Page title={t('pages.help')}>
        <LoadingSkeleton label={t('common.loading')} layout="list" />
      </Page>
    );
  }

  const pages = data.helppages;
  const selected = chosen && chosen.forId === id ? chosen.index : indexFromParam(id, pages.length);
  const choose = (index: number) => setChosen({ forId: id, index });
  const page = pages[selected];
  const links = data.landingpage[0];
  // Only the social pages the admin set; no empty "Follow us" when there are none.
  const socialLinks = SOCIAL_LINKS.filter(({ key }) => links?.[key]);

  return (
    <Page title={t('pages.help')} className="help-page">
      <Select
        className="help-page__dropdown"
        label={t('help.helpLinks')}
        options={pages.map((helpPage, index) => ({ value: String(index), label: helpPage.title }))}
        value={String(selected)}
        onChange={(index) => choose(Number(index))}
      />
      <div role="tablist" aria-label={t('help.pages')} className="help-page__tabs">
        {pages.map((helpPage, index) => (
          <button
            key={helpPage.id}
            type="button"
            role="tab"
            id={`${baseId}-tab-${index}`}
            aria-selected={index === selected}
            aria-controls={`${baseId}-panel`}
            className="help-page__tab"
            onClick={() => choose(index)}
          >
            {helpPage.title}
          </button>
        ))}
      </div>
      {page ? (
        <article
          role="tabpanel"
          id={`${baseId}-panel`}
          aria-labelledby={`${baseId}-tab-${selected}`}
          className="help-page__panel"
          // Sanitised by the server when stored and again when served (server README).
          dangerouslySetInnerHTML={{ __html: page.description }}
        />
      ) : null}
      {links && socialLinks.length > 0 ? (
        <nav aria-label={t('help.social')} className="help-page__social">
          {socialLinks.map(({ key, label }) => (
            <a key={key} href={links[key]} target="_blank" rel="noopener noreferrer">
              {t(`help.${label}`)}
            </a>
          ))}
        </nav>
      ) : null}
    </Page>
  );
}
