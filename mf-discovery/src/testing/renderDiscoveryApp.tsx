import { SessionProvider, type Session } from '@dating/web';
import { TEST_SESSION } from '@dating/testing';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import App from '../App';

/** What the pages other apps own show here, so a test can see that a page went there. */
export const STAND_INS = {
  '/app/NotFound': 'shell not-found page',
  '/login': 'shell login page',
  '/app/Message/MessageNew/:userId/:chatId': 'chat page',
} as const;

/** The discovery remote mounted under /app as the shell mounts it, beside other apps' pages. */
export function renderDiscoveryApp(path: string, session: Session = TEST_SESSION) {
  return render(
    <SessionProvider session={session}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          {Object.entries(STAND_INS).map(([route, text]) => (
            <Route key={route} path={route} element={<p>{text}</p>} />
          ))}
          <Route path="/app/*" element={<App />} />
        </Routes>
      </MemoryRouter>
    </SessionProvider>,
  );
}
