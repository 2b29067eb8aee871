import type { DataExportStatusResponse } from '@dating/contract';
import { mockApi, TEST_SESSION } from '@dating/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aProfile, profileAnswer } from '../../testing/profileFixture';
import { renderProfileApp } from '../../testing/renderProfileApp';

const NOW_SECONDS = Math.floor(Date.UTC(2026, 10, 27, 9) / 1000);
const EXPORT_ID = 'k3Jx9-unguessable';

const exportState = (state: Partial<DataExportStatusResponse>) => ({
  body: { status: 'true', state: 'none', ...state },
});

/** The links the page clicked to save a file (jsdom saves nothing and cannot navigate). */
let savedLinks: HTMLAnchorElement[];

beforeEach(() => {
  URL.createObjectURL = jest.fn(() => 'blob:my-data');
  URL.revokeObjectURL = jest.fn();
  savedLinks = [];
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    savedLinks.push(this);
  });
});
afterEach(() => jest.restoreAllMocks());

describe('Settings, Your data', () => {
  it('asks for a copy, then says it is being prepared and when another may be asked for', async () => {
    const { calls } = mockApi({
      webprofile: profileAnswer(aProfile()),
      webdataexportstatus: exportState({ state: 'none' }),
      webrequestdataexport: exportState({
        state: 'preparing',
        requested_at: NOW_SECONDS,
        next_request_at: NOW_SECONDS + 86_400,
      }),
    });
    renderProfileApp('/app/settings');

    const section = await screen.findByRole('region', { name: 'Your data' });
    const ask = within(section).getByRole('button', { name: 'Ask for my data' });
    await waitFor(() => expect(ask).toBeEnabled());
    await userEvent.click(ask);

    expect(await within(section).findByRole('status')).toHaveTextContent(
      'Your copy is being prepared.',
    );
    expect(ask).toBeDisabled();
    expect(ask).toHaveAccessibleDescription('You can ask for a new copy from 28 Nov 2026, 09:00.');
    expect(calls.find(({ call }) => call === 'webrequestdataexport')?.fields).toMatchObject({
      user_id: String(TEST_SESSION.memberId),
    });
  });

  it('downloads a ready copy with the member’s session', async () => {
    const { calls } = mockApi({
      webprofile: profileAnswer(aProfile()),
      webdataexportstatus: exportState({
        state: 'ready',
        export_id: EXPORT_ID,
        requested_at: NOW_SECONDS,
        expires_at: NOW_SECONDS + 48 * 3600,
        next_request_at: NOW_SECONDS + 86_400,
      }),
      [`webdataexportfile?export_id=${EXPORT_ID}`]: { body: 'zip bytes' },
    });
    renderProfileApp('/app/settings');

    const section = await screen.findByRole('region', { name: 'Your data' });
    expect(await within(section).findByRole('status')).toHaveTextContent(
      'Your copy is ready. You can download it until 29 Nov 2026, 09:00.',
    );
    await userEvent.click(within(section).getByRole('button', { name: 'Download my data' }));

    await waitFor(() => expect(savedLinks).toHaveLength(1));
    expect(savedLinks[0]?.download).toBe('my-data.zip');
    expect(savedLinks[0]?.href).toBe('blob:my-data');
    const fetched = calls.find(({ call }) => call.startsWith('webdataexportfile'));
    expect(fetched?.method).toBe('GET');
    expect(fetched?.headers.get('Authorization')).toBe(`Bearer ${TEST_SESSION.token}`);
  });

  it('says why a copy cannot be had, from the server', async () => {
    mockApi({
      webprofile: profileAnswer(aProfile()),
      webdataexportstatus: exportState({
        state: 'ready',
        export_id: EXPORT_ID,
        expires_at: NOW_SECONDS,
      }),
      [`webdataexportfile?export_id=${EXPORT_ID}`]: {
        status: 404,
        body: {
          status: 'false',
          message: 'This download does not exist or has expired. Ask for a new copy in Settings.',
        },
      },
    });
    renderProfileApp('/app/settings');

    const section = await screen.findByRole('region', { name: 'Your data' });
    await userEvent.click(await within(section).findByRole('button', { name: 'Download my data' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'This download does not exist or has expired.',
    );
  });
});
