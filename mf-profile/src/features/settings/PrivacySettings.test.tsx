import { eventBus } from '@dating/web';
import { type PrivacyState, type Profile } from '@dating/contract';
import { formatDate } from '@dating/contract/formatDate';
import { MESSAGES } from '@dating/contract/messages';
import { mockApi, TEST_SESSION, type MockResponder } from '@dating/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { A_PREMIUM_PROFILE, aProfile, profileAnswer, refused } from '../../testing/profileFixture';
import { renderProfileApp } from '../../testing/renderProfileApp';

const SNOOZE_END = '2026-12-04T18:30:00.000Z';
const NOT_SNOOZED: PrivacyState = { snoozed: 'false', snoozed_until: '', incognito: 'false' };

/**
 * A server holding the member's profile: websetsnooze and websetincognito change it as the server
 * does (a week's snooze ends at SNOOZE_END), and webprofile answers it as it now is.
 */
function memberServer(profile: Profile, answers: Record<string, MockResponder> = {}) {
  let current = { ...profile, ...NOT_SNOOZED };
  const privacy = (): PrivacyState => ({
    snoozed: current.snoozed ?? 'false',
    snoozed_until: current.snoozed_until ?? '',
    incognito: current.incognito ?? 'false',
  });
  return mockApi({
    webprofile: () => profileAnswer(current),
    webblockedmembers: { body: { status: 'true', members: [] } },
    websetsnooze: ({ fields }) => {
      const snooze = String(fields.snooze);
      current = {
        ...current,
        snoozed: snooze === 'off' ? 'false' : 'true',
        snoozed_until: snooze === 'week' ? SNOOZE_END : '',
      };
      return { body: { status: 'true', result: privacy() } };
    },
    websetincognito: ({ fields }) => {
      current = { ...current, incognito: fields.incognito === 'true' ? 'true' : 'false' };
      return { body: { status: 'true', result: privacy() } };
    },
    ...answers,
  });
}

const visibilitySection = () => screen.findByRole('region', { name: 'Who sees me' });

afterEach(() => {
  jest.restoreAllMocks();
  eventBus.all.clear();
});

describe('Settings, Who sees me', () => {
  it('snoozes for the chosen time, says until when, and turns it off', async () => {
    const { calls } = memberServer(aProfile());
    renderProfileApp('/app/settings');
    const section = await visibilitySection();

    await userEvent.selectOptions(within(section).getByLabelText('Snooze for'), 'A week');
    await userEvent.click(within(section).getByRole('button', { name: 'Snooze' }));

    const until = formatDate(SNOOZE_END, TEST_SESSION.language, 'dateTime');
    expect(await within(section).findByText(`Snoozed until ${until}`)).toBeInTheDocument();
    expect(calls.find(({ call }) => call === 'websetsnooze')?.fields).toMatchObject({
      user_id: String(TEST_SESSION.memberId),
      snooze: 'week',
    });
    expect(within(section).queryByLabelText('Snooze for')).toBeNull();

    await userEvent.click(within(section).getByRole('button', { name: 'Turn off' }));
    expect(await within(section).findByLabelText('Snooze for')).toBeInTheDocument();
    expect(calls.filter(({ call }) => call === 'websetsnooze').at(-1)?.fields).toMatchObject({
      snooze: 'off',
    });
  });

  it('shows a snooze until turned off as the profile answers it after a reload', async () => {
    mockApi({
      webprofile: profileAnswer(
        aProfile({ snoozed: 'true', snoozed_until: '', incognito: 'false' }),
      ),
      webblockedmembers: { body: { status: 'true', members: [] } },
    });
    renderProfileApp('/app/settings');
    const section = await visibilitySection();
    expect(within(section).getByText('Snoozed until you turn it off')).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Turn off' })).toBeInTheDocument();
  });

  it('offers premium to a free member who reaches for incognito, and calls nothing', async () => {
    const { calls } = memberServer(aProfile());
    const premiumOpened = jest.fn();
    eventBus.on('premium:open', premiumOpened);
    renderProfileApp('/app/settings');
    const section = await visibilitySection();

    const incognito = within(section).getByRole('switch', { name: 'Incognito' });
    expect(incognito).toHaveAccessibleDescription(/Premium/);
    await userEvent.click(incognito);

    expect(premiumOpened).toHaveBeenCalledWith({
      source: 'settings-incognito',
      benefit: 'control',
    });
    expect(incognito).not.toBeChecked();
    expect(calls.some(({ call }) => call === 'websetincognito')).toBe(false);
  });

  it('turns incognito on for a premium member', async () => {
    const { calls } = memberServer(A_PREMIUM_PROFILE);
    renderProfileApp('/app/settings');
    const section = await visibilitySection();

    const incognito = within(section).getByRole('switch', { name: 'Incognito' });
    expect(incognito).not.toHaveAccessibleDescription(/Premium/);
    await userEvent.click(incognito);

    await waitFor(() => expect(incognito).toBeChecked());
    expect(calls.find(({ call }) => call === 'websetincognito')?.fields).toMatchObject({
      user_id: String(TEST_SESSION.memberId),
      incognito: 'true',
    });
  });

  it("shows the server's refusal when premium ended meanwhile, and stays off", async () => {
    memberServer(A_PREMIUM_PROFILE, {
      websetincognito: () => refused(MESSAGES.premiumRequired, 403),
    });
    renderProfileApp('/app/settings');
    const section = await visibilitySection();

    const incognito = within(section).getByRole('switch', { name: 'Incognito' });
    await userEvent.click(incognito);

    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'Only premium members can change this',
    );
    expect(incognito).not.toBeChecked();
  });
});
