import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { I18nextProvider } from 'react-i18next';
import { TEST_IDS } from '../../testIds';
import { createShellI18n } from '../../i18n/shellI18n';
import { fakeRemoteLoader } from '../../test/renderShell';
import type { RemoteOverride } from './RemoteLoaderContext';
import { RemoteLoaderContext } from './RemoteLoaderContext';
import { RemoteOverrideBanner } from './RemoteOverrideBanner';

function renderBanner(language: 'en' | 'fr' = 'en') {
  const loader = fakeRemoteLoader();
  let tell: (overrides: RemoteOverride[]) => void = () => undefined;
  loader.subscribeOverrides.mockImplementation((listener) => {
    tell = listener;
    listener([]);
    return () => undefined;
  });
  const reload = jest.fn();
  render(
    <I18nextProvider i18n={createShellI18n(language)}>
      <RemoteLoaderContext.Provider value={loader}>
        <RemoteOverrideBanner reload={reload} />
      </RemoteLoaderContext.Provider>
    </I18nextProvider>,
  );
  return { reload, tell: (overrides: RemoteOverride[]) => act(() => tell(overrides)) };
}

describe('RemoteOverrideBanner', () => {
  afterEach(() => window.sessionStorage.clear());

  it('shows nothing while the server has honoured no override', () => {
    renderBanner();
    expect(screen.queryByTestId(TEST_IDS.remoteOverrideBanner)).not.toBeInTheDocument();
  });

  it('names the version tested, and goes back to the released one in one click', async () => {
    window.sessionStorage.setItem('remote_overrides', 'mf-chat:c0ffee');
    const { reload, tell } = renderBanner();

    tell([{ remote: 'mf-chat', version: 'c0ffee' }]);

    expect(await screen.findByTestId(TEST_IDS.remoteOverrideBanner)).toHaveTextContent(
      'Testing mf-chat c0ffee',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Back to the released version' }));
    expect(window.sessionStorage.getItem('remote_overrides')).toBeNull();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("speaks the member's language", async () => {
    const { tell } = renderBanner('fr');
    tell([{ remote: 'mf-chat', version: 'c0ffee' }]);
    expect(await screen.findByText('Test de mf-chat c0ffee')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Revenir à la version publiée' })).toBeVisible();
  });
});
