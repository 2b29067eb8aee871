import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '@dating/web';
import { VerifiedBadge } from './VerifiedBadge';

function renderIn(language: 'en' | 'fr' | 'ar') {
  const i18n = createI18n({ namespace: 'app', resources: { en: { app: {} } }, language });
  return render(
    <I18nextProvider i18n={i18n}>
      <p>
        Ana <VerifiedBadge />
      </p>
    </I18nextProvider>,
  );
}

describe('VerifiedBadge', () => {
  it('is an image named Verified for screen readers', () => {
    renderIn('en');
    expect(screen.getByRole('img', { name: 'Verified' })).toHaveAttribute('title', 'Verified');
  });

  it('speaks the app’s language', () => {
    renderIn('fr');
    expect(screen.getByRole('img', { name: 'Vérifié' })).toBeInTheDocument();
  });
});
