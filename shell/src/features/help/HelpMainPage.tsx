import { LoadFailed, Loader } from '@dating/ui';
import { type HelpPage, type LandingLinks } from '@dating/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../app/hooks';
import { Logo } from '../../ui/Logo';
import { LanguageSelect } from '../locale/LanguageSelect';
import { selectLanguage } from '../locale/localeSlice';
import { useHelpPagesQuery } from './helpApi';
import './HelpMainPage.css';

function HelpPages({ pages }: { pages: HelpPage[] }) {
  const { t } = useTranslation();
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const selected = pages.find((page) => page.id === selectedId) ?? pages[0];
  if (!selected) return <p>{t('help.noPages')}</p>;

  return (
    <div className="help-pages">
      <ul className="help-pages__list" aria-label={t('help.pagesLabel')}>
        {pages.map((page) => (
          <li key={page.id}>
            <button
              type="button"
              className="help-pages__item"
              aria-current={page.id === selected.id ? 'true' : undefined}
              onClick={() => setSelectedId(page.id)}
            >
              {page.title}
            </button>
          </li>
        ))}
      </ul>
      <article className="help-pages__page">
        <h2>{selected.title}</h2>
        {/* Help HTML is admin content, sanitised by the server (sanitize-html) before it is sent. */}
        <div
          className="help-pages__html"
          dangerouslySetInnerHTML={{ __html: selected.description }}
        />
      </article>
    </div>
  );
}

function HelpPagesSection({
  isLoading,
  pages,
  onRetry,
}: {
  isLoading: boolean;
  pages: HelpPage[] | undefined;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  if (isLoading) return <Loader label={t('remote.loading')} />;
  if (!pages) {
    return (
      <LoadFailed text={t('help.loadFailed')} retryLabel={t('help.retry')} onRetry={onRetry} />
    );
  }
  return <HelpPages pages={pages} />;
}

const SOCIAL_NETWORKS = [
  ['facebook', 'fb_link'],
  ['google', 'google_link'],
  ['twitter', 'twitter_link'],
] as const satisfies readonly (readonly [string, keyof LandingLinks])[];

/** The product's social pages the admin named; nothing at all when none is set. */
function SocialLinks({ links }: { links: LandingLinks | undefined }) {
  const { t } = useTranslation();
  const named = SOCIAL_NETWORKS.filter(([, key]) => links?.[key]);
  if (!links || named.length === 0) return null;
  return (
    <footer className="help__footer">
      <h2 className="help__social-title">{t('help.social')}</h2>
      <ul className="help__social">
        {named.map(([network, key]) => (
          <li key={network}>
            <a href={links[key]} target="_blank" rel="noopener noreferrer">
              {t(`help.${network}`)}
            </a>
          </li>
        ))}
      </ul>
    </footer>
  );
}

/**
 * /helpmain, the public help (spec section 2): the server's help pages as one list (terms,
 * safety, privacy, FAQ in the chosen language), the chosen page beside it.
 */
export function HelpMainPage() {
  const { t } = useTranslation();
  const language = useAppSelector(selectLanguage);
  // Keeps the previous language's pages on screen while the new ones load.
  const { data, isFetching, refetch } = useHelpPagesQuery(language);

  return (
    <div className="public-page help">
      <header className="public-page__header">
        <Logo to="/" />
        <LanguageSelect />
      </header>
      <main className="public-page__main help__main">
        <h1>{t('help.title')}</h1>
        <div className="help__content">
          <HelpPagesSection
            isLoading={isFetching && !data}
            pages={data?.helppages}
            onRetry={() => void refetch()}
          />
        </div>
      </main>
      <SocialLinks links={data?.landingpage[0]} />
    </div>
  );
}
