import { SessionProvider } from '@dating/shared';
import { TEST_SESSION } from '@dating/shared/testing';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';

/** The remote's App (or a widget) at `path`, with the shell's profile page as a stand-in. */
export function renderInShell(element: ReactNode, path = '/app') {
  return render(
    <SessionProvider session={TEST_SESSION}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/app/Profile" element={<p>Profile page</p>} />
          <Route path="/app/*" element={element} />
        </Routes>
      </MemoryRouter>
    </SessionProvider>,
  );
}
