import { Loader, type HelpPage } from '@dating/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../app/hooks';
import { Logo } from '../../ui/Logo';
import { LanguageSelect } from '../locale/LanguageSelect';
import { selectLanguage } from '../locale/localeSlice';
import { useHelpPagesQuery } from './helpApi';
import './HelpMainPage.css';

/** The 'Help Links' of spec section 2: the server's help pages, then two static texts. */
const SECTIONS = ['termsOfCondition', 'termsOfService', 'faq'] as const;
type HelpSection = (typeof SECTIONS)[number];

const FAQ_ENTRIES = ['account', 'premium', 'safety'] as const;

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
      <div role="alert" className="help__error">
        <p>{t('help.loadFailed')}</p>
        <button type="button" className="dating-button" onClick={onRetry}>
          {t('help.retry')}
        </button>
      </div>
    );
  }
  return <HelpPages pages={pages} />;
}

/** /helpmain, the public help (spec section 2). */
export function HelpMainPage() {
  const { t } = useTranslation();
  const selectId = useId();
  const language = useAppSelector(selectLanguage);
  // Keeps the previous language's pages on screen while the new ones load.
  const { data, isFetching, refetch } = useHelpPagesQuery(language);
  const [section, setSection] = useState<HelpSection>('termsOfCondition');
  const socialLinks = data?.landingpage[0];

  return (
    <div className="public-page help">
      <header className="public-page__header">
        <Logo to="/" />
        <LanguageSelect />
      </header>
      <main className="public-page__main help__main">
        <h1>{t('help.title')}</h1>
        <div className="help__links-select">
          <label htmlFor={selectId}>{t('help.helpLinks')}</label>
          <select
            id={selectId}
            value={section}
            onChange={(event) =>
              setSection(SECTIONS.find((option) => option === event.target.value) ?? section)
            }
          >
            {SECTIONS.map((option) => (
              <option key={option} value={option}>
                {t(`help.${option}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="help__layout">
          <nav className="help__sections" aria-label={t('help.helpLinks')}>
            {SECTIONS.map((option) => (
              <button
                key={option}
                type="button"
                className="help__section-link"
                aria-current={option === section ? 'true' : undefined}
                onClick={() => setSection(option)}
              >
                {t(`help.${option}`)}
              </button>
            ))}
          </nav>
          <section className="help__content" aria-label={t(`help.${section}`)}>
            {section === 'termsOfCondition' ? (
              <HelpPagesSection
                isLoading={isFetching && !data}
                pages={data?.helppages}
                onRetry={() => void refetch()}
              />
            ) : null}
            {section === 'termsOfService' ? <p>{t('help.termsOfServiceText')}</p> : null}
            {section === 'faq' ? (
              <dl className="help__faq">
                {FAQ_ENTRIES.map((entry) => (
                  <div key={entry}>
                    <dt>{t(`help.faqEntries.${entry}.question`)}</dt>
                    <dd>{t(`help.faqEntries.${entry}.answer`)}</dd>
                  </div>
                ))}
              </dl>
            ) : null}
          </section>
        </div>
      </main>
      {socialLinks ? (
        <footer className="help__footer">
          <h2 className="help__social-title">{t('help.social')}</h2>
          <ul className="help__social">
            {(
              [
                ['facebook', socialLinks.fb_link],
                ['google', socialLinks.google_link],
                ['twitter', socialLinks.twitter_link],
              ] as const
            ).map(([network, href]) =>
              href ? (
                <li key={network}>
                  <a href={href} target="_blank" rel="noopener noreferrer">
                    {t(`help.${network}`)}
                  </a>
                </li>
              ) : null,
            )}
          </ul>
        </footer>
      ) : null}
    </div>
  );
}
