import { eventBus, type DatingEvents } from '@dating/web';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TEST_IDS } from '../../testIds';
import { renderShell } from '../../test/renderShell';

describe('choosing a language', () => {
  it('switches to Arabic: right-to-left, stored, broadcast and translated without a reload', async () => {
    const heard: DatingEvents['locale:changed'][] = [];
    const listen = (event: DatingEvents['locale:changed']) => heard.push(event);
    eventBus.on('locale:changed', listen);
    renderShell('/');

    await userEvent.selectOptions(screen.getByTestId(TEST_IDS.languageSelect), 'ar');

    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    expect(heard).toEqual([{ language: 'ar' }]);
    expect(document.cookie).toContain('language=ar');
    expect(window.localStorage.getItem('language')).toBe('ar');
    expect(await screen.findByRole('link', { name: 'تسجيل الدخول بالبريد' })).toBeInTheDocument();
    eventBus.off('locale:changed', listen);
  });

  it('goes back to left-to-right for French', async () => {
    renderShell('/');
    const select = screen.getByTestId(TEST_IDS.languageSelect);

    await userEvent.selectOptions(select, 'ar');
    await userEvent.selectOptions(select, 'fr');

    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
    expect(document.documentElement).toHaveAttribute('lang', 'fr');
    expect(
      await screen.findByRole('link', { name: 'Se connecter par e-mail' }),
    ).toBeInTheDocument();
  });

  it("marks Spanish, the spec's 'sp', as 'es' for screen readers", async () => {
    renderShell('/');
    const select = screen.getByTestId(TEST_IDS.languageSelect);

    await userEvent.selectOptions(select, 'sp');

    expect(document.documentElement).toHaveAttribute('lang', 'es');
    expect(screen.getByRole('option', { name: 'Español' })).toHaveAttribute('lang', 'es');
  });

  it('starts in the language of the cookie, its texts fetched as a chunk of their own', async () => {
    document.cookie = 'language=sp; path=/';

    renderShell('/');

    expect(screen.getByTestId(TEST_IDS.languageSelect)).toHaveValue('sp');
    expect(await screen.findByRole('link', { name: 'Entrar con correo' })).toBeInTheDocument();
  });
});
