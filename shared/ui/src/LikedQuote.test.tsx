import { render, screen, within } from '@testing-library/react';
import { LikedQuote } from './LikedQuote';

describe('LikedQuote', () => {
  it('shows a liked photo by the text it is given, and an answer quoted in its own direction', () => {
    const { rerender } = render(
      <LikedQuote liked={{ kind: 'photo', image: '/uploads/a.jpg' }} photoAlt="Your photo" />,
    );
    expect(screen.getByRole('img', { name: 'Your photo' })).toHaveAttribute(
      'src',
      '/uploads/a.jpg',
    );
    rerender(
      <LikedQuote
        liked={{ kind: 'prompt', prompt_id: 3, answer: 'Brunch by the river' }}
        photoAlt="Your photo"
      />,
    );
    const quote = screen.getByText('Brunch by the river');
    expect(quote.tagName).toBe('BLOCKQUOTE');
    expect(quote).toHaveAttribute('dir', 'auto');
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
  });

  it('with a caption, is a figure named by it', () => {
    render(
      <LikedQuote
        liked={{ kind: 'photo', image: '/uploads/b.jpg' }}
        photoAlt="The liked photo"
        caption="Liked a photo"
      />,
    );
    const figure = screen.getByRole('figure', { name: 'Liked a photo' });
    expect(within(figure).getByRole('img', { name: 'The liked photo' })).toBeInTheDocument();
  });
});
