import { configureStore } from '@reduxjs/toolkit';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Activity, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@dating/contract';
import { expectConsoleWarning, TEST_SESSION } from '@dating/testing';
import { eventBus } from '../bus/eventBus';
import { createI18n } from '../i18n/createI18n';
import { SessionProvider } from '../session/session';
import { RemoteProviders } from './RemoteProviders';

const EN = { near: 'Near you', purpose: 'Both here for: {{purpose}}' };
const AR = { near: 'بالقرب منك', purpose: 'كلاكما هنا من أجل: {{purpose}}' };
const FR = { near: 'Près de vous', purpose: 'Tous deux ici pour : {{purpose}}' };

/** A loader whose texts arrive when the test says so. */
function controlledLoader<Texts>(texts: Texts) {
  let arrive = () => {};
  const arrived = new Promise<Texts>((resolve) => {
    arrive = () => resolve(texts);
  });
  return {
    load: jest.fn(() => arrived),
    arrive: () =>
      act(async () => {
        arrive();
        await arrived;
      }),
  };
}

function setUp(language: Language) {
  const ar = controlledLoader(AR);
  const fr = controlledLoader(FR);
  const createTestI18n = (lng: Language) =>
    createI18n({
      namespace: 'deck',
      resources: { en: { deck: EN } },
      language: lng,
      loadTexts: { ar: ar.load, fr: fr.load },
    });
  const makeStore = jest.fn(() => configureStore({ reducer: () => ({}) }));
  const mount = (children: ReactNode) =>
    render(
      <SessionProvider session={{ ...TEST_SESSION, language }}>
        <RemoteProviders makeStore={makeStore} createI18n={createTestI18n}>
          {children}
        </RemoteProviders>
      </SessionProvider>,
    );
  return { ar, fr, mount };
}

/** A line of the deck's card, in the instance's language and direction. */
function CardLine() {
  const { t, i18n } = useTranslation();
  return (
    <p lang={i18n.language} dir={i18n.dir()}>
      {`${t('near')} · ${t('purpose', { purpose: '—' })}`}
    </p>
  );
}

const EN_LINE = 'Near you · Both here for: —';
const AR_LINE = 'بالقرب منك · كلاكما هنا من أجل: —';
const FR_LINE = 'Près de vous · Tous deux ici pour : —';
const lines = () => screen.queryAllByText(/ · /);

/**
 * Its children render at once but subscribe to the instance only once shown: components whose
 * effects run after the texts' announcement, as under the shell's yielding first render.
 */
function ShownLate({ children }: { children: ReactNode }) {
  const [mode, setMode] = useState<'hidden' | 'visible'>('hidden');
  return (
    <>
      <button type="button" onClick={() => setMode('visible')}>
        Show
      </button>
      <Activity mode={mode}>{children}</Activity>
    </>
  );
}
const showLate = () => fireEvent.click(screen.getByRole('button', { name: 'Show' }));

describe('RemoteProviders', () => {
  it('renders a language fetched as a chunk once its texts are there, so late subscribers show it too', async () => {
    const { ar, mount } = setUp('ar');
    mount(
      <ShownLate>
        <CardLine />
      </ShownLate>,
    );
    await ar.arrive();
    showLate();

    const [line] = lines();
    expect(line).toHaveTextContent(AR_LINE);
    expect(line).toHaveAttribute('dir', 'rtl');
  });

  it('renders shipped English in its first render, fetching nothing', () => {
    const { ar, mount } = setUp('en');
    mount(<CardLine />);

    expect(lines()[0]).toHaveTextContent(EN_LINE);
    expect(ar.load).not.toHaveBeenCalled();
  });

  it('renders at once in a language fetched for an earlier mount', async () => {
    const { ar, mount } = setUp('ar');
    const first = mount(<CardLine />);
    await ar.arrive();
    first.unmount();

    mount(<CardLine />);

    expect(lines()[0]).toHaveTextContent(AR_LINE);
    expect(ar.load).toHaveBeenCalledTimes(1);
  });

  it('renders English when the texts do not load', async () => {
    expectConsoleWarning(/The ar texts of deck did not load/);
    const { ar, mount } = setUp('ar');
    ar.load.mockRejectedValueOnce(new Error('offline'));
    mount(<CardLine />);

    expect(await screen.findByText(EN_LINE)).toBeInTheDocument();
  });

  it('keeps the shown language until the next one has arrived, then shows it whole', async () => {
    const { fr, mount } = setUp('en');
    mount(
      <>
        <CardLine />
        <ShownLate>
          <CardLine />
        </ShownLate>
      </>,
    );

    act(() => eventBus.emit('locale:changed', { language: 'fr' }));
    for (const line of lines()) {
      expect(line).toHaveTextContent(EN_LINE);
      expect(line).toHaveAttribute('lang', 'en');
    }

    await fr.arrive();
    showLate();
    expect(lines()).toHaveLength(2);
    for (const line of lines()) {
      expect(line).toHaveTextContent(FR_LINE);
      expect(line).toHaveAttribute('lang', 'fr');
    }
  });
});
