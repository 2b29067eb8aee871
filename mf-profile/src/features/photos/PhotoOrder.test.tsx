import { mockApi } from '@dating/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { recordProfileChanges } from '../../testing/recordProfileChanges';
import { aProfile, OK, profileAnswer, refused } from '../../testing/profileFixture';
import { renderProfileApp } from '../../testing/renderProfileApp';

const profileChanges = recordProfileChanges();
afterEach(() => jest.restoreAllMocks());

const THREE_PHOTOS = aProfile({
  imagess: ['/uploads/a.jpg', '/uploads/b.jpg', '/uploads/c.jpg'],
  photo_ids: [11, 12, 13],
});

const orderSent = (calls: { call: string; fields: Record<string, unknown> }[]) =>
  calls.find(({ call }) => call === 'websetphotoorder')?.fields.photo_ids;

describe('PhotoOrder', () => {
  it('moves a photo from the keyboard, saves the order by id and announces the move', async () => {
    const { calls } = mockApi({ webprofile: profileAnswer(THREE_PHOTOS), websetphotoorder: OK });
    renderProfileApp('/app/Profile/EditProfile');
    const order = await screen.findByRole('region', { name: 'Photo order' });
    expect(
      within(order)
        .getAllByRole('img')
        .map((img) => img.getAttribute('src')),
    ).toEqual(['/uploads/a.jpg', '/uploads/b.jpg', '/uploads/c.jpg']);
    expect(within(order).getByRole('button', { name: 'Move photo 1 earlier' })).toBeDisabled();

    within(order).getByRole('button', { name: 'Move photo 3 earlier' }).focus();
    await userEvent.keyboard('{Enter}');

    await waitFor(() => expect(orderSent(calls)).toEqual([11, 13, 12]));
    expect(screen.getByText('Photo moved to position 2 of 3')).toBeInTheDocument();
    expect(profileChanges).toHaveBeenCalled();
  });

  it.each([
    ['dragged with a mouse', 'MouseLeft'],
    ['carried by a finger', 'TouchA'],
  ])(
    'moves a photo %s onto another’s place; the first becomes the main one',
    async (_how, pointer) => {
      const { calls } = mockApi({ webprofile: profileAnswer(THREE_PHOTOS), websetphotoorder: OK });
      renderProfileApp('/app/Profile/EditProfile');
      const order = await screen.findByRole('region', { name: 'Photo order' });
      const items = within(order).getAllByRole('listitem');
      expect(within(items[0] as HTMLElement).getByText('Main photo')).toBeInTheDocument();
      const pictures = within(order).getAllByRole('img');
      // jsdom lays nothing out: the pointer is over the first photo's place once it has moved.
      const under = jest.fn((): Element | null => pictures[2] as HTMLElement);
      Object.defineProperty(document, 'elementFromPoint', { value: under, configurable: true });

      const user = userEvent.setup();
      try {
        await user.pointer({ keys: `[${pointer}>]`, target: pictures[2] as HTMLElement });
        expect(items[2]).toHaveClass('photo-order__item--dragged');
        under.mockReturnValue(pictures[0] as HTMLElement);
        const name = pointer === 'MouseLeft' ? 'mouse' : pointer;
        await user.pointer({ pointerName: name, target: pictures[0] as HTMLElement });
        await user.pointer({ keys: `[/${pointer}]`, target: pictures[0] as HTMLElement });
      } finally {
        Reflect.deleteProperty(document, 'elementFromPoint');
      }

      await waitFor(() => expect(orderSent(calls)).toEqual([13, 11, 12]));
      expect(screen.getByText('Photo moved to position 1 of 3')).toBeInTheDocument();
    },
  );

  it('leaves the order alone when a finger lifts off the photo it picked up', async () => {
    const { calls } = mockApi({ webprofile: profileAnswer(THREE_PHOTOS), websetphotoorder: OK });
    renderProfileApp('/app/Profile/EditProfile');
    const order = await screen.findByRole('region', { name: 'Photo order' });
    const pictures = within(order).getAllByRole('img');
    const under = jest.fn((): Element | null => pictures[1] as HTMLElement);
    Object.defineProperty(document, 'elementFromPoint', { value: under, configurable: true });

    try {
      await userEvent.pointer([
        { keys: '[TouchA>]', target: pictures[1] as HTMLElement },
        { keys: '[/TouchA]', target: pictures[1] as HTMLElement },
      ]);
    } finally {
      Reflect.deleteProperty(document, 'elementFromPoint');
    }

    expect(within(order).getAllByRole('listitem')[1]).not.toHaveClass('photo-order__item--dragged');
    expect(orderSent(calls)).toBeUndefined();
  });

  it('shows a refusal and puts the photos back in the saved order', async () => {
    mockApi({
      webprofile: profileAnswer(THREE_PHOTOS),
      websetphotoorder: refused('Photo not found'),
    });
    renderProfileApp('/app/Profile/EditProfile');
    const order = await screen.findByRole('region', { name: 'Photo order' });

    await userEvent.click(within(order).getByRole('button', { name: 'Move photo 1 later' }));

    expect(await within(order).findByRole('alert')).toHaveTextContent('Photo not found');
    expect(within(order).getAllByRole('img')[0]).toHaveAttribute('src', '/uploads/a.jpg');
  });

  it('is not shown with a single photo', async () => {
    mockApi({
      webprofile: profileAnswer(aProfile({ imagess: ['/uploads/a.jpg'], photo_ids: [11] })),
    });
    renderProfileApp('/app/Profile/EditProfile');

    await screen.findByRole('region', { name: 'Profile completeness' });
    expect(screen.queryByRole('region', { name: 'Photo order' })).not.toBeInTheDocument();
  });
});
