import { enMessages } from '@dating/contract/messages/en';
import { MESSAGES } from '@dating/contract/messages';
import { fakeRealtime, mockApi } from '@dating/testing';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { recordProfileChanges } from '../../testing/recordProfileChanges';
import { aProfile, OK, profileAnswer, refused } from '../../testing/profileFixture';
import { renderProfileApp } from '../../testing/renderProfileApp';
import { TEST_IDS } from '../../testIds';

const FIVE_PHOTOS = ['a', 'b', 'c', 'd', 'e'].map((name) => `/uploads/${name}.jpg`);

const UPLOADED = {
  body: {
    status: 'true',
    imageurl: '/uploads/new.jpg',
    image_name: 'new.jpg',
    message: MESSAGES.imageUploaded,
  },
};

function aPhoto(name = 'beach.png') {
  return new File(['fake image bytes'], name, { type: 'image/png' });
}

/**
 * Edit photos with a photo chosen: it waits its second, then uploads until it says it is done.
 * Answers the calls made.
 */
async function uploadAPhoto() {
  const { calls } = mockApi({
    webprofile: profileAnswer(aProfile()),
    uploadimageweb: UPLOADED,
    websetprofile: OK,
  });
  renderProfileApp('/app/Profile/ProfilePhotoEdit');
  await screen.findByRole('img', { name: 'Photo 1 of 2' });

  await userEvent.upload(screen.getByTestId(TEST_IDS.photoFileInput), aPhoto());

  expect(screen.getByRole('progressbar', { name: 'Uploading' })).toBeInTheDocument();
  expect(calls.map(({ call }) => call)).not.toContain('uploadimageweb');
  expect(await screen.findByRole('status', {}, { timeout: 3000 })).toHaveTextContent(
    enMessages.imageUploaded,
  );
  return calls;
}

async function openMenuAndChoose(item: 'First Look' | 'Delete') {
  await userEvent.click(screen.getByRole('button', { name: 'Photo options' }));
  await userEvent.click(screen.getByRole('menuitem', { name: item }));
}

// A saved change is announced to the shell's sidebar, never a refused one.
const profileChanges = recordProfileChanges();
afterEach(() => jest.restoreAllMocks());

describe('EditPhotosPage', () => {
  it('slides through the photos, the first one being the main photo', async () => {
    mockApi({ webprofile: profileAnswer(aProfile()) });
    renderProfileApp('/app/Profile/ProfilePhotoEdit');

    expect(await screen.findByRole('img', { name: 'Photo 1 of 2' })).toBeInTheDocument();
    expect(screen.getByText('Main photo')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next photo' }));

    expect(screen.getByRole('img', { name: 'Photo 2 of 2' })).toHaveAttribute(
      'src',
      '/uploads/two.jpg',
    );
    expect(screen.getByRole('button', { name: 'Next photo' })).toBeDisabled();
  });

  it('uploads a chosen photo by itself after a second and adds it to the profile', async () => {
    const calls = await uploadAPhoto();
    const upload = calls.find(({ call }) => call === 'uploadimageweb');
    expect(String(upload?.fields.file)).toMatch(/^data:image\/png;base64,/);
    expect(calls.find(({ call }) => call === 'websetprofile')?.fields).toMatchObject({
      images: '/uploads/new.jpg',
      images_name: 'new.jpg',
    });
    expect(profileChanges).toHaveBeenCalledTimes(1);
  });

  it('says why the screening after the upload refused the photo, and reads the profile again', async () => {
    const realtime = fakeRealtime();
    const calls = await uploadAPhoto();
    const profileReads = calls.filter(({ call }) => call === 'webprofile').length;

    act(() =>
      realtime.receive('photorefused', { image_name: 'new.jpg', message: MESSAGES.photoExplicit }),
    );

    expect(await screen.findByRole('alert')).toHaveTextContent(enMessages.photoExplicit);
    await waitFor(() =>
      expect(calls.filter(({ call }) => call === 'webprofile').length).toBe(profileReads + 1),
    );
  });

  it('refuses a sixth photo before choosing a file', async () => {
    const { calls } = mockApi({
      webprofile: profileAnswer(aProfile({ imagess: FIVE_PHOTOS, images: FIVE_PHOTOS[0] })),
    });
    renderProfileApp('/app/Profile/ProfilePhotoEdit');

    await userEvent.click(await screen.findByRole('button', { name: 'Add photo' }));

    expect(screen.getByRole('alert')).toHaveTextContent(enMessages.onlyFiveImages);
    expect(calls.map(({ call }) => call)).not.toContain('uploadimageweb');
  });

  it('refuses a file that is not an image', async () => {
    mockApi({ webprofile: profileAnswer(aProfile()) });
    renderProfileApp('/app/Profile/ProfilePhotoEdit');
    await screen.findByRole('img', { name: 'Photo 1 of 2' });

    await userEvent.upload(screen.getByTestId(TEST_IDS.photoFileInput), aPhoto('notes.txt'), {
      applyAccept: false,
    });

    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.invalidFile);
  });

  it("shows the server's message when the upload is refused", async () => {
    mockApi({
      webprofile: profileAnswer(aProfile()),
      uploadimageweb: refused(MESSAGES.onlyFiveImages),
    });
    renderProfileApp('/app/Profile/ProfilePhotoEdit');
    await screen.findByRole('img', { name: 'Photo 1 of 2' });

    await userEvent.upload(screen.getByTestId(TEST_IDS.photoFileInput), aPhoto());

    expect(await screen.findByRole('alert', {}, { timeout: 3000 })).toHaveTextContent(
      enMessages.onlyFiveImages,
    );
    expect(screen.getByRole('button', { name: 'Add photo' })).toBeEnabled();
    expect(profileChanges).not.toHaveBeenCalled();
  });

  it('never deletes the first photo', async () => {
    const { calls } = mockApi({ webprofile: profileAnswer(aProfile()) });
    renderProfileApp('/app/Profile/ProfilePhotoEdit');
    await screen.findByRole('img', { name: 'Photo 1 of 2' });

    await openMenuAndChoose('Delete');

    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.profileImageCannotBeDeleted);
    expect(calls.map(({ call }) => call)).not.toContain('websetprofile');
  });

  it('deletes another photo', async () => {
    const { calls } = mockApi({ webprofile: profileAnswer(aProfile()), websetprofile: OK });
    renderProfileApp('/app/Profile/ProfilePhotoEdit');
    await userEvent.click(await screen.findByRole('button', { name: 'Next photo' }));

    await openMenuAndChoose('Delete');

    await waitFor(() =>
      expect(calls.find(({ call }) => call === 'websetprofile')?.fields.delete_image).toBe(
        '/uploads/two.jpg',
      ),
    );
    await waitFor(() => expect(profileChanges).toHaveBeenCalledTimes(1));
  });

  it('makes the shown photo the First Look', async () => {
    const { calls } = mockApi({ webprofile: profileAnswer(aProfile()), websetfirstlook: OK });
    renderProfileApp('/app/Profile/ProfilePhotoEdit');
    await userEvent.click(await screen.findByRole('button', { name: 'Next photo' }));

    await openMenuAndChoose('First Look');

    await waitFor(() =>
      expect(calls.find(({ call }) => call === 'websetfirstlook')?.fields.user_image).toBe(
        '/uploads/two.jpg',
      ),
    );
    await waitFor(() => expect(profileChanges).toHaveBeenCalledTimes(1));
  });
});
