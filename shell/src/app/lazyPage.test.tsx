import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { lazyPage } from './lazyPage';

const Help = () => <h1>Help</h1>;

function renderPage(Page: ReturnType<typeof lazyPage>) {
  return render(
    <Suspense fallback={<p>Loading</p>}>
      <Page />
    </Suspense>,
  );
}

describe('a page of its own chunk', () => {
  it('shows the fallback while its chunk arrives, then the page', async () => {
    const load = jest.fn(() => Promise.resolve(Help));
    renderPage(lazyPage(load));

    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Help' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('renders at once once preloaded, fetching the chunk only once', async () => {
    const load = jest.fn(() => Promise.resolve(Help));
    const Page = lazyPage(load);
    await Page.preload();

    renderPage(Page);

    expect(screen.getByRole('heading', { name: 'Help' })).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
