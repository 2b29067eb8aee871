import { SessionProvider, type Session } from '@dating/web';
import { TEST_SESSION } from '@dating/testing';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import App from '../App';

/** What the shell shows at /app/NotFound, so a test can see that a page went there. */
export const NOT_FOUND_TEXT = 'shell not-found page';

/** The profile remote mounted under /app as the shell mounts it, beside the shell's /app/NotFound. */
export function renderProfileApp(path: string, session: Session = TEST_SESSION) {
  return render(
    <SessionProvider session={session}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/app/NotFound" element={<p>{NOT_FOUND_TEXT}</p>} />
          <Route path="/app/*" element={<App />} />
        </Routes>
      </MemoryRouter>
    </SessionProvider>,
  );
}
