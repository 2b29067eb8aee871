import type { ComponentType } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { SessionProvider, type Session } from '@dating/web';

export const TEST_SESSION: Session = {
  memberId: 7,
  token: 'test-token',
  premium: false,
  pageUpsell: true,
  language: 'en',
};

/** A route pattern below /app as a concrete URL: every `:param` becomes `1`. */
export function samplePathOf(routePath: string): string {
  return `/app/${routePath.replace(/:\w+/g, '1')}`;
}

/** A remote's App mounted as the shell mounts it: under `/app/*`, inside a signed-in session. */
export function renderRemote(
  App: ComponentType,
  { path = '/app', session = TEST_SESSION }: { path?: string; session?: Session } = {},
) {
  return render(
    <SessionProvider session={session}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/app/*" element={<App />} />
        </Routes>
      </MemoryRouter>
    </SessionProvider>,
  );
}
