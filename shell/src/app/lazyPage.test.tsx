import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { I18nextProvider } from 'react-i18next';
import { TEST_IDS } from '../testIds';
import { createShellI18n } from '../i18n/shellI18n';
import { lazyPage } from './lazyPage';
import { expectBoundaryReports } from '../test/expectBoundaryReports';

const HelpPage = () => <h1>Help</h1>;

function renderPage(Page: ReturnType<typeof lazyPage>) {
  return render(
    <I18nextProvider i18n={createShellI18n('en')}>
      <Suspense fallback={<p>Loading</p>}>
        <Page />
      </Suspense>
    </I18nextProvider>,
  );
}

describe('a page of its own chunk', () => {
  it('shows the fallback while its chunk arrives, then the page', async () => {
    const load = jest.fn(() => Promise.resolve(HelpPage));
    renderPage(lazyPage(load));

    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Help' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows the error panel when its chunk fails to arrive, and Retry fetches it again', async () => {
    expectBoundaryReports();
    const load = jest
      .fn<Promise<typeof HelpPage>, []>()
      .mockRejectedValueOnce(new Error('ChunkLoadError: Loading chunk 336 failed'))
      .mockResolvedValueOnce(HelpPage);
    renderPage(lazyPage(load));

    expect(await screen.findByTestId(TEST_IDS.remoteError)).toHaveTextContent(
      'This part of the app could not be loaded.',
    );
    await userEvent.click(screen.getByTestId(TEST_IDS.remoteRetry));

    expect(await screen.findByRole('heading', { name: 'Help' })).toBeInTheDocument();
    expect(screen.queryByTestId(TEST_IDS.remoteError)).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('renders at once once preloaded, fetching the chunk only once', async () => {
    const load = jest.fn(() => Promise.resolve(HelpPage));
    const Page = lazyPage(load);
    await Page.preload();

    renderPage(Page);

    expect(screen.getByRole('heading', { name: 'Help' })).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
