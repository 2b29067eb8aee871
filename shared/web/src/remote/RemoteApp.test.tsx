import { combineSlices } from '@reduxjs/toolkit';
import { createApi } from '@reduxjs/toolkit/query/react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { datingBaseQuery, type ApiExtra } from '../api/baseQuery';
import { eventBus } from '../bus/eventBus';
import { createI18n } from '../i18n/createI18n';
import { routesOf } from '@dating/contract';
import type { Language } from '@dating/contract';
import { SessionProvider, type Session } from '../session/session';
import { mockApi } from '@dating/testing';
import { renderRemote, TEST_SESSION } from '@dating/testing';
import { createRemoteStore } from './createRemoteStore';
import { RemoteApp } from './RemoteApp';
import type { PageMap } from './RemoteRoutes';

const testApi = createApi({
  reducerPath: 'api',
  baseQuery: datingBaseQuery,
  endpoints: (build) => ({
    probe: build.query<{ status: string }, void>({ query: () => ({ call: 'webgetcounts' }) }),
  }),
});
const rootReducer = combineSlices(testApi);
const makeStore = jest.fn((extra: ApiExtra) =>
  createRemoteStore({ reducer: rootReducer, api: testApi, extra }),
);

const createTestI18n = (language: Language) =>
  createI18n({
    namespace: 'test',
    resources: { en: { test: { title: 'Payment' } }, fr: { test: { title: 'Paiement' } } },
    language,
  });

function PremiumPage() {
  const { t } = useTranslation();
  const { data, refetch } = testApi.useProbeQuery();
  return (
    <>
      <h1>{t('title')}</h1>
      <p>{data ? 'answered' : 'waiting'}</p>
      <button type="button" onClick={() => void refetch()}>
        Again
      </button>
    </>
  );
}

const paymentPages: PageMap<'payments'> = {
  premiumPayment: PremiumPage,
  boostPayment: () => <h1>Boost</h1>,
  superlikePayment: () => <h1>Super likes</h1>,
};

function PaymentsApp() {
  return (
    <RemoteApp
      remote="payments"
      pages={paymentPages}
      makeStore={makeStore}
      createI18n={createTestI18n}
    />
  );
}

function mountedAt(path: string, session: Session) {
  return (
    <SessionProvider session={session}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/app/*" element={<PaymentsApp />} />
        </Routes>
      </MemoryRouter>
    </SessionProvider>
  );
}

afterEach(() => {
  jest.restoreAllMocks();
  makeStore.mockClear();
});

describe('RemoteRoutes', () => {
  const discoveryPages = {} as PageMap<'discovery'>;
  for (const { page } of routesOf('discovery')) discoveryPages[page] = () => <h1>{page}</h1>;
  const DiscoveryApp: ComponentType = () => (
    <RemoteApp
      remote="discovery"
      pages={discoveryPages}
      makeStore={makeStore}
      createI18n={createTestI18n}
    />
  );

  it('renders the index page at /app', () => {
    renderRemote(DiscoveryApp, { path: '/app' });
    expect(screen.getByRole('heading', { name: 'peopleNear' })).toBeInTheDocument();
  });

  it('renders the page a parameterised route names', () => {
    renderRemote(DiscoveryApp, { path: '/app/Visitors/VisitorNew/5' });
    expect(screen.getByRole('heading', { name: 'visitorProfile' })).toBeInTheDocument();
  });

  it('renders nothing for a route another remote owns', () => {
    renderRemote(DiscoveryApp, { path: '/app/Message' });
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });
});

describe('RemoteApp', () => {
  it('makes one store whose calls carry the newest session', async () => {
    const { calls } = mockApi({ webgetcounts: { body: { status: 'true' } } });
    const { rerender } = render(mountedAt('/app/Payment', TEST_SESSION));
    expect(await screen.findByText('answered')).toBeInTheDocument();

    rerender(
      mountedAt('/app/Payment', { ...TEST_SESSION, token: 'renewed-token', language: 'fr' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Again' }));

    expect(calls.map(({ headers }) => headers.get('Authorization'))).toEqual([
      'Bearer test-token',
      'Bearer renewed-token',
    ]);
    expect(calls[1]?.fields.language).toBe('fr');
    expect(makeStore).toHaveBeenCalledTimes(1);
  });

  it("starts in the session's language and follows locale:changed", () => {
    mockApi({ webgetcounts: { body: { status: 'true' } } });
    renderRemote(PaymentsApp, {
      path: '/app/Payment',
      session: { ...TEST_SESSION, language: 'fr' },
    });
    expect(screen.getByRole('heading', { name: 'Paiement' })).toBeInTheDocument();

    act(() => eventBus.emit('locale:changed', { language: 'en' }));
    expect(screen.getByRole('heading', { name: 'Payment' })).toBeInTheDocument();
  });
});
