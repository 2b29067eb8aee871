import { type VerificationState } from '@dating/contract';
import { MESSAGES } from '@dating/contract/messages';
import { mockApi, type MockAnswer } from '@dating/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aProfile, profileAnswer } from '../../testing/profileFixture';
import { renderProfileApp } from '../../testing/renderProfileApp';
import { FRAME_INTERVAL_MS, POSE_SETTLE_MS } from './LiveCapture';

function verification(state: VerificationState, reason = '', message = ''): MockAnswer {
  return {
    body: { status: 'true', result: { state, reason, pose: '' }, message: message || reason },
  };
}

/** Opens the Profile page and waits for its verify section. */
async function openVerifySection() {
  renderProfileApp('/app/Profile');
  return screen.findByRole('region', { name: 'Verify your photos' });
}

/** A front camera that gives `stop` to each track, and a canvas that encodes a known JPEG. */
function fakeCamera() {
  const stop = jest.fn();
  const stream = { getTracks: () => [{ stop }] } as unknown as MediaStream;
  const getUserMedia = jest.fn(() => Promise.resolve(stream));
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: { getUserMedia },
  });
  jest.spyOn(HTMLVideoElement.prototype, 'videoWidth', 'get').mockReturnValue(640);
  jest.spyOn(HTMLVideoElement.prototype, 'videoHeight', 'get').mockReturnValue(480);
  jest
    .spyOn(HTMLCanvasElement.prototype, 'getContext')
    .mockReturnValue({ drawImage: jest.fn() } as unknown as CanvasRenderingContext2D);
  jest
    .spyOn(HTMLCanvasElement.prototype, 'toDataURL')
    .mockReturnValue('data:image/jpeg;base64,c2VsZmll');
  return { stop, getUserMedia };
}

const challengeAnswer: MockAnswer = {
  body: {
    status: 'true',
    result: { challenge: 'c0ffee', poses: ['mouth_open', 'head_turned_left'], expires_in: 120 },
  },
};

/** The time the page films one pose: it settles, then takes its four frames. */
const ONE_POSE_MS = POSE_SETTLE_MS + 3 * FRAME_INTERVAL_MS;

beforeEach(() => {
  jest.useFakeTimers();
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'mediaDevices');
});

const user = () => userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
const elapse = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

describe('VerifySection', () => {
  it('films each pose asked in turn with the front camera, sends the frames, stops the camera and shows the badge', async () => {
    const { stop, getUserMedia } = fakeCamera();
    const { calls } = mockApi({
      webprofile: profileAnswer(aProfile()),
      webverification: verification('none'),
      webverificationchallenge: challengeAnswer,
      webverifyselfie: verification('verified', '', MESSAGES.selfieVerified),
    });
    const section = await openVerifySection();
    expect(section).toHaveTextContent('make a few poses in front of your camera');

    await user().click(within(section).getByRole('button', { name: 'Verify' }));

    expect(await within(section).findByText('Pose 1 of 2')).toBeInTheDocument();
    expect(within(section).getByRole('figure')).toHaveTextContent(
      '😮Face the camera and open your mouth wide',
    );
    expect(getUserMedia).toHaveBeenCalledWith({ video: { facingMode: 'user' }, audio: false });
    fireEvent(await within(section).findByLabelText('Your camera'), new Event('playing'));
    await elapse(ONE_POSE_MS);
    expect(within(section).getByText('Pose 2 of 2')).toBeInTheDocument();
    expect(within(section).getByRole('figure')).toHaveTextContent('👈Turn your head to your left');
    expect(calls.some((call) => call.call === 'webverifyselfie')).toBe(false);
    await elapse(ONE_POSE_MS);

    expect(await within(section).findByRole('status')).toHaveTextContent(
      'You are verified: your badge now shows on your profile.',
    );
    expect(within(section).getByText('Your photos are verified')).toBeInTheDocument();
    expect(within(section).getByRole('img', { name: 'Verified' })).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Verify' })).not.toBeInTheDocument();
    expect(stop).toHaveBeenCalled();
    const sent = calls.find((call) => call.call === 'webverifyselfie')?.fields;
    const frame = (pose: string) => ({ pose, file: 'data:image/jpeg;base64,c2VsZmll' });
    expect(sent).toMatchObject({
      challenge: 'c0ffee',
      frames: [
        ...Array.from({ length: 4 }, () => frame('mouth_open')),
        ...Array.from({ length: 4 }, () => frame('head_turned_left')),
      ],
    });
  });

  it('stops the camera when the member cancels, sending nothing', async () => {
    const { stop } = fakeCamera();
    const { calls } = mockApi({
      webprofile: profileAnswer(aProfile()),
      webverification: verification('none'),
      webverificationchallenge: challengeAnswer,
    });
    const section = await openVerifySection();
    await user().click(within(section).getByRole('button', { name: 'Verify' }));
    fireEvent(await within(section).findByLabelText('Your camera'), new Event('playing'));

    await user().click(within(section).getByRole('button', { name: 'Cancel' }));
    await elapse(2 * ONE_POSE_MS);

    await waitFor(() => expect(stop).toHaveBeenCalled());
    expect(within(section).getByRole('button', { name: 'Verify' })).toBeInTheDocument();
    expect(calls.some((call) => call.call === 'webverifyselfie')).toBe(false);
  });

  it('without a camera, says that verification needs one and sends nothing', async () => {
    const { calls } = mockApi({
      webprofile: profileAnswer(aProfile()),
      webverification: verification('none'),
      webverificationchallenge: challengeAnswer,
    });
    const section = await openVerifySection();
    await user().click(within(section).getByRole('button', { name: 'Verify' }));

    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'Verification needs a camera',
    );
    expect(within(section).queryByLabelText('Your camera')).not.toBeInTheDocument();
    await elapse(2 * ONE_POSE_MS);
    expect(calls.some((call) => call.call === 'webverifyselfie')).toBe(false);
  });

  it('a refusal says what to do and offers to try again', async () => {
    fakeCamera();
    mockApi({
      webprofile: profileAnswer(aProfile()),
      webverification: verification('none'),
      webverificationchallenge: challengeAnswer,
      webverifyselfie: verification('refused', MESSAGES.selfiePoseNotSeen),
    });
    const section = await openVerifySection();
    await user().click(within(section).getByRole('button', { name: 'Verify' }));
    fireEvent(await within(section).findByLabelText('Your camera'), new Event('playing'));
    await elapse(2 * ONE_POSE_MS);

    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'We could not see the poses asked.',
    );
    expect(within(section).getByText('Your selfie could not be verified.')).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('shows a moderator’s note as the reason of a refusal', async () => {
    mockApi({
      webprofile: profileAnswer(aProfile()),
      webverification: verification('refused', 'Your hand hides your face'),
    });
    const section = await openVerifySection();
    expect(section).toHaveTextContent('Your hand hides your face');
    expect(within(section).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('offers nothing while a moderator decides', async () => {
    mockApi({
      webprofile: profileAnswer(aProfile()),
      webverification: verification('pending_review'),
    });
    const section = await openVerifySection();
    expect(section).toHaveTextContent('Your selfie is waiting for a moderator');
    expect(within(section).queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows the badge on the member’s own profile once verified', async () => {
    mockApi({
      webprofile: profileAnswer(aProfile({ verified: 'true' })),
      webverification: verification('verified'),
    });
    await openVerifySection();
    const basicInfo = screen.getByRole('link', { name: /Basic info/ });
    expect(within(basicInfo).getByRole('img', { name: 'Verified' })).toBeInTheDocument();
  });
});
