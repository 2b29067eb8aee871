import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import type { Language } from '@dating/contract';
import { createI18n } from '@dating/web';
import { hasShownFields, ProfileFieldRows } from './ProfileFieldRows';

const A_PROFILE = {
  gender: 'female',
  bio: 'Climber',
  job: '',
  company: 'Acme',
  school: '',
  height: 175,
  languages: ['fr', 'es'],
  family_plans: 'open_to_children',
} as const;

function renderIn(language: Language, props: Partial<Parameters<typeof ProfileFieldRows>[0]> = {}) {
  const i18n = createI18n({ namespace: 'app', resources: { en: { app: {} } }, language });
  return render(
    <I18nextProvider i18n={i18n}>
      <dl>
        <ProfileFieldRows values={A_PROFILE} audience="members" {...props} />
      </dl>
    </I18nextProvider>,
  );
}

const rows = () =>
  screen.getAllByRole('term').map((term) => [term.textContent, term.nextSibling?.textContent]);

describe('ProfileFieldRows', () => {
  it('lists the fields with a value in the list’s order, each in the reader’s words and units', () => {
    renderIn('en');
    expect(rows()).toEqual([
      ['Gender', 'Female'],
      ['Bio', 'Climber'],
      ['Company', 'Acme'],
      ['Height', '5′ 9″ (175 cm)'],
      ['Languages I speak', 'French, Spanish'],
      ['Family plans', 'Open to children'],
    ]);
  });

  it('speaks the app’s language: metric heights, languages named in it', () => {
    renderIn('fr', { skip: ['gender', 'bio', 'company'] });
    expect(rows()).toEqual([
      // French sets a narrow no-break space between the number and its unit.
      ['Taille', '175\u202fcm'],
      ['Langues parlées', 'français et espagnol'],
      ['Projets familiaux', 'Ouvert·e à en avoir'],
    ]);
  });

  it('shows only what the audience may see, and empty fields as told', () => {
    renderIn('en', {
      audience: 'card',
      values: { ...A_PROFILE, height: undefined },
      emptyText: '—',
    });
    expect(rows()).toEqual([
      ['Height', '—'],
      ['Languages I speak', 'French, Spanish'],
      ['Family plans', 'Open to children'],
    ]);
  });

  it('says whether an audience has anything to see', () => {
    expect(hasShownFields(A_PROFILE, 'card')).toBe(true);
    expect(
      hasShownFields({ ...A_PROFILE, height: null, languages: [], family_plans: null }, 'card'),
    ).toBe(false);
  });
});
