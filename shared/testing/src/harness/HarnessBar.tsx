import type { CSSProperties } from 'react';
import { NavLink } from 'react-router-dom';
import { routesOf, isLanguage, LANGUAGES, type RemoteKey, type Language } from '@dating/contract';
import { type Session } from '@dating/web';

interface HarnessBarProps {
  title: string;
  remote: RemoteKey;
  session: Session;
  onLanguageChange: (language: Language) => void;
  onSignOut: () => void;
}

// Inline: the harness is a development page and must not add styles to the product's pages.
const BAR_STYLE: CSSProperties = {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '1rem',
  padding: '0.5rem 1rem',
  borderBottom: '1px solid #ccc',
};

/** Who is signed in, the remote's routes that need no id, the language, and sign-out. */
export function HarnessBar({
  title,
  remote,
  session,
  onLanguageChange,
  onSignOut,
}: HarnessBarProps) {
  const openRoutes = routesOf(remote).filter(({ path }) => path !== '' && !path.includes(':'));
  return (
    <header className="dating-harness-bar" style={BAR_STYLE}>
      <strong>{title}</strong>
      <span>
        Member {session.memberId}
        {session.premium ? ' (premium)' : ''}
      </span>
      <nav aria-label="Routes" style={{ display: 'flex', gap: '0.75rem' }}>
        {openRoutes.map(({ path }) => (
          <NavLink key={path} to={`/${path}`}>
            {path}
          </NavLink>
        ))}
      </nav>
      <label>
        Language
        <select
          value={session.language}
          onChange={(event) => {
            if (isLanguage(event.target.value)) onLanguageChange(event.target.value);
          }}
        >
          {LANGUAGES.map((language) => (
            <option key={language} value={language}>
              {language}
            </option>
          ))}
        </select>
      </label>
      <button type="button" onClick={onSignOut}>
        Sign out
      </button>
    </header>
  );
}
