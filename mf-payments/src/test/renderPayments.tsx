import { SessionProvider } from '@dating/shared';
import { TEST_SESSION } from '@dating/shared/testing';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import App from '../App';

/** Stand-ins for the pages this remote's screens and widgets lead to. */
const STAND_INS = {
  '/app/Profile': 'Profile page',
  '/app/Payment': 'Payment page',
  '/app/Boostpayment': 'Boost payment page',
  '/app/Superlikepayment': 'Super-like payment page',
};

function renderSignedIn(path: string, children: ReactNode) {
  return render(
    <SessionProvider session={TEST_SESSION}>
      <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
    </SessionProvider>,
  );
}

/** The remote's App at a payment screen, as the shell mounts it, with the profile to go to. */
export function renderPaymentPage(path: string) {
  return renderSignedIn(
    path,
    <Routes>
      <Route path="/app/Profile" element={<p>{STAND_INS['/app/Profile']}</p>} />
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
          <Route key={path} path={path} element={<p>{text}</p>} />
        ))}
        <Route path="*" element={null} />
      </Routes>
    </>,
  );
}
