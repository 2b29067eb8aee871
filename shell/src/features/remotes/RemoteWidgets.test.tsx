import { eventBus, type RemoteWidgetProps } from '@dating/web';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TEST_IDS } from '../../testIds';
import { mockSignedInApi } from '../../test/mockSignedInApi';
import { fakeRemoteLoader, renderShell, storeSignedInSession } from '../../test/renderShell';

const PeopleNearApp = () => <p>People near you</p>;

function FakePremiumPopup({ onClose }: RemoteWidgetProps) {
  return (
    <div role="dialog" aria-label="Join Premium">
      <button type="button" onClick={onClose}>
        Close
      </button>
    </div>
  );
}

describe('the premium popup in the signed-in layout', () => {
  it("opens from the sidebar's Become a Premium Member button, from the payments remote", async () => {
    storeSignedInSession();
    mockSignedInApi();
    const remoteLoader = fakeRemoteLoader(
      { discovery: PeopleNearApp },
      { premiumPopup: FakePremiumPopup },
    );
    renderShell('/app/PeopleNear', { remoteLoader });

    await userEvent.click(await screen.findByTestId(TEST_IDS.becomePremium));

    expect(await screen.findByRole('dialog', { name: 'Join Premium' })).toBeInTheDocument();
    expect(remoteLoader.loadWidget).toHaveBeenCalledWith('premiumPopup');
    expect(screen.getByText('People near you')).toBeInTheDocument();
  });

  it('reloads the profile after a purchase, so the premium flag follows at once', async () => {
    storeSignedInSession();
    const { calls } = mockSignedInApi();
    renderShell('/app/PeopleNear', {
      remoteLoader: fakeRemoteLoader({ discovery: PeopleNearApp }),
    });
    await screen.findByText('People near you');
    const profileLoads = () => calls.filter((call) => call.call === 'webprofile').length;
    const before = profileLoads();

    act(() => eventBus.emit('membership:changed', undefined));

    await waitFor(() => expect(profileLoads()).toBe(before + 1));
  });
});
