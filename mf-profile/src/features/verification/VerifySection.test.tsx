import { type VerificationState } from '@dating/shared';
import { MESSAGES } from '@dating/shared/messages';
import { mockApi, type MockAnswer } from '@dating/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aProfile, profileAnswer } from '../../testing/profileFixture';
import { renderProfileApp } from '../../testing/renderProfileApp';
import { TEST_IDS } from '../../testIds';

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

beforeEach(() => {
  // VERIFICATION_POSES[3]: the pose asked is 'thumb_up'.
  jest.spyOn(Math, 'random').mockReturnValue(0.7);
});

afterEach(() => {
  jest.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'mediaDevices');
});

describe('VerifySection', () => {
  it('takes a selfie with the front camera copying the pose, stops the camera and shows the badge', async () => {
    const { stop, getUserMedia } = fakeCamera();
    const { calls } = mockApi({
      webprofile: profileAnswer(aProfile()),
      webverification: verification('none'),
      webverifyselfie: verification('verified', '', MESSAGES.selfieVerified),
    });
    const section = await openVerifySection();
    expect(section).toHaveTextContent('Show members that your photos are really you');

    await userEvent.click(within(section).getByRole('button', { name: 'Verify' }));

    expect(within(section).getByText('Give a thumbs up beside your face')).toBeInTheDocument();
    expect(getUserMedia).toHaveBeenCalledWith({ video: { facingMode: 'user' }, audio: false });
    const take = within(section).getByRole('button', { name: 'Take the selfie' });
    fireEvent(await within(section).findByLabelText('Your camera'), new Event('loadedmetadata'));
    await userEvent.click(take);

    expect(await within(section).findByRole('status')).toHaveTextContent(
      'You are verified: your badge now shows on your profile.',
    );
    expect(within(section).getByText('Your photos are verified')).toBeInTheDocument();
    expect(within(section).getByRole('img', { name: 'Verified' })).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Verify' })).not.toBeInTheDocument();
    expect(stop).toHaveBeenCalled();
    expect(calls.find((call) => call.call === 'webverifyselfie')?.fields).toMatchObject({
      file: 'data:image/jpeg;base64,c2VsZmll',
      pose: 'thumb_up',
    });
  });

  it('stops the camera when the member cancels', async () => {
    const { stop } = fakeCamera();
    mockApi({ webprofile: profileAnswer(aProfile()), webverification: verification('none') });
    const section = await openVerifySection();
    await userEvent.click(within(section).getByRole('button', { name: 'Verify' }));
    await within(section).findByLabelText('Your camera');

    await userEvent.click(within(section).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(stop).toHaveBeenCalled());
    expect(within(section).getByRole('button', { name: 'Verify' })).toBeInTheDocument();
  });

  it('without a camera, sends a chosen selfie; a refusal says why and offers to try again', async () => {
    const { calls } = mockApi({
      webprofile: profileAnswer(aProfile()),
      webverification: verification('none'),
      webverifyselfie: verification('refused', MESSAGES.selfieNoMatch),
    });
    const section = await openVerifySection();
    await userEvent.click(within(section).getByRole('button', { name: 'Verify' }));

    expect(within(section).getByText(/No camera is available here/)).toBeInTheDocument();
    const file = new File(['selfie'], 'selfie.jpg', { type: 'image/jpeg' });
    await userEvent.upload(screen.getByTestId(TEST_IDS.selfieFileInput), file);

    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'Your selfie does not match the face in your photos.',
    );
    expect(within(section).getByText('Your selfie could not be verified.')).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    const sent = calls.find((call) => call.call === 'webverifyselfie');
    expect(sent?.fields).toMatchObject({ pose: 'thumb_up' });
    expect(String(sent?.fields.file)).toMatch(/^data:image\/jpeg;base64,/);
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
