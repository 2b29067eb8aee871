import { SessionProvider } from '@dating/web';
import { TEST_SESSION } from '@dating/testing';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import App from '../App';

/** Stand-ins for the pages this remote's screens and widgets lead to. */
const STAND_INS = {
  '/app/PeopleNear': 'Swipe page',
  '/app/Profile': 'Profile page',
  '/app/Payment': 'Payment page',
  '/app/Boostpayment': 'Boost payment page',
  '/app/Superlikepayment': 'Super-like payment page',
};

function renderSignedIn(entry: InitialEntry, children: ReactNode) {
  return render(
    <SessionProvider session={TEST_SESSION}>
      <MemoryRouter initialEntries={[entry]}>{children}</MemoryRouter>
    </SessionProvider>,
  );
}

/** A page the screens lead to, showing the navigation state it was opened with. */
function StandIn({ text }: { text: string }) {
  const state = useLocation().state as { returnTo?: string } | null;
  return <p data-return-to={state?.returnTo}>{text}</p>;
}

type InitialEntry = string | { pathname: string; state: unknown };

/**
 * The remote's App at a payment screen, as the shell mounts it, with the pages it may go back
 * to; `state` is the navigation state a plan picker leaves (`{ returnTo }`).
 */
export function renderPaymentPage(path: string, state?: unknown) {
  return renderSignedIn(
    state === undefined ? path : { pathname: path, state },
    <Routes>
      <Route path="/app/Profile" element={<p>{STAND_INS['/app/Profile']}</p>} />
      <Route path="/app/PeopleNear" element={<p>{STAND_INS['/app/PeopleNear']}</p>} />
      <Route path="/app/*" element={<App />} />
    </Routes>,
  );
}

/** A widget as the shell shows it, over whatever page is open. */
export function renderWidget(widget: ReactNode) {
  return renderSignedIn(
    '/app/PeopleNear',
    <>
      {widget}
      <Routes>
        {Object.entries(STAND_INS).map(([path, text]) => (
          <Route key={path} path={path} element={<StandIn text={text} />} />
        ))}
        <Route path="*" element={null} />
      </Routes>
    </>,
  );
}
