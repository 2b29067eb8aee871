import { Logo } from '../../ui/Logo';
import { NotFound } from './NotFound';

export function NotFoundPage() {
  return (
    <div className="public-page">
      <header className="public-page__header">
        <Logo to="/" />
      </header>
      <main className="public-page__main">
        <NotFound homePath="/" />
      </main>
    </div>
  );
}
